import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
pred = model(torch.randn(4, 2))
loss = ((pred - 1) ** 2).mean()  # keep the tensor, not its number
loss.backward()
print("loss.grad_fn =", type(loss.grad_fn).__name__)
print("weight.grad is None:", model.weight.grad is None)
