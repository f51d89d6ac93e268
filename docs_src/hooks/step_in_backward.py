import copy

import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
reference = copy.deepcopy(model)   # trained the usual way, for comparison
lr = 0.1
steps = []
recording = []                     # is grad mode on inside the hook?


def sgd_step(param: torch.Tensor) -> None:
    # runs as soon as this parameter's gradient is complete
    recording.append(torch.is_grad_enabled())
    with torch.no_grad():
        param -= lr * param.grad
    param.grad = None              # free the gradient right away
    steps.append(tuple(param.shape))


for param in model.parameters():
    param.register_post_accumulate_grad_hook(sgd_step)

x, target = torch.tensor([[1.0, 2.0]]), torch.tensor([[1.0]])
((model(x) - target) ** 2).mean().backward()

optimizer = torch.optim.SGD(reference.parameters(), lr=lr)
((reference(x) - target) ** 2).mean().backward()
optimizer.step()

print("hooks ran for shapes:", sorted(steps))
print("grad mode inside the hooks:", recording)
print("model.weight.grad =", model.weight.grad)
print(
    "same weights as optimizer.step():",
    torch.allclose(model.weight, reference.weight),
)
print(
    "same bias as optimizer.step():   ",
    torch.allclose(model.bias, reference.bias),
)
