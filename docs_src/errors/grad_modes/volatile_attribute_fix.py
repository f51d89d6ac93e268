import torch

x = torch.ones(2)
with torch.no_grad():
    print("grad mode on:", torch.is_grad_enabled())
print("grad mode on:", torch.is_grad_enabled())
