import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Linear(2, 1)
x = torch.randn(4, 2)

with torch.no_grad():
    y = model(x)

print("y.shape                    =", tuple(y.shape))
print("y.requires_grad            =", y.requires_grad)
print("y.grad_fn                  =", y.grad_fn)
print("model.weight.requires_grad =", model.weight.requires_grad)
