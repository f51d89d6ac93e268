import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
pred = model(torch.randn(4, 2))
value = ((pred - 1) ** 2).mean().item()
# set to make the error "does not require grad" go away
loss = torch.tensor(value, requires_grad=True)
loss.backward()
print("loss.grad_fn =", loss.grad_fn)
print("weight.grad is None:", model.weight.grad is None)
