import torch
import torch.nn as nn

a = nn.Parameter(torch.zeros(2))
b = nn.Parameter(torch.zeros(1))
a.grad = torch.tensor([3.0, 0.0])
b.grad = torch.tensor([-4.0])    # total norm: sqrt(3**2 + 4**2) = 5

total = nn.utils.clip_grad_norm_([a, b], max_norm=1.0)
print("clip_grad_norm_ returned", total)
print("a.grad =", a.grad, "| b.grad =", b.grad)
print(f"norm after = {torch.cat([a.grad, b.grad]).norm().item():.4f}")

small = nn.utils.clip_grad_norm_([a, b], max_norm=10.0)
print("max_norm above the norm: returned", small, "| a.grad =", a.grad)

a.grad = torch.tensor([3.0, -0.2])
result = nn.utils.clip_grad_value_([a], clip_value=0.5)
print("clip_grad_value_ returned", result, "| a.grad =", a.grad)
