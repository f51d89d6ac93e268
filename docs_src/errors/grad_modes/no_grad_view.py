import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
with torch.no_grad():
    head = y[:1]
try:
    head.mul_(10)  # grad mode is back on here
except RuntimeError as e:
    print("RuntimeError:", e)
