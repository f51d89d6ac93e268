import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.no_grad():
    w.copy_(torch.tensor([3, 4]))  # converted to w's dtype
print("w =", w)
