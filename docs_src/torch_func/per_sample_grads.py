import torch
import torch.nn as nn
from torch.func import functional_call, grad, vmap

torch.manual_seed(0)
model = nn.Linear(3, 1)
x = torch.randn(4, 3)              # 4 samples
y = torch.randn(4, 1)
params = {name: p.detach() for name, p in model.named_parameters()}


def sample_loss(
    params: dict, xi: torch.Tensor, yi: torch.Tensor
) -> torch.Tensor:
    # a batch of one
    pred = functional_call(model, params, (xi.unsqueeze(0),))
    return ((pred - yi.unsqueeze(0)) ** 2).mean()


# one gradient per sample, in one call: params shared (None), x and y split
# on dim 0
per_sample = vmap(grad(sample_loss), in_dims=(None, 0, 0))(params, x, y)
print(
    "weight grads:",
    tuple(per_sample["weight"].shape),
    "| bias grads:",
    tuple(per_sample["bias"].shape),
)
print("bias grad of each sample:", per_sample["bias"].flatten())

# the same with backward(), one sample at a time
loop_bias = []
for i in range(4):
    model.zero_grad()
    ((model(x[i:i + 1]) - y[i:i + 1]) ** 2).mean().backward()
    loop_bias.append(model.bias.grad.clone())
print("loop with backward():    ", torch.cat(loop_bias))
print(
    "match:",
    torch.allclose(per_sample["bias"].flatten(), torch.cat(loop_bias)),
)
