import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
with torch.no_grad():
    part = y[:2]
first = part[:1]  # a view of that view, made with grad mode on
try:
    first.mul_(10)
except RuntimeError as e:
    print("RuntimeError:", e)
