import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
with torch.inference_mode():
    head = y[:1]  # a view of a normal tensor
try:
    head.mul_(10)
except RuntimeError as e:
    print("RuntimeError:", e)
