import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)  # on the CPU
try:
    w.grad = torch.zeros(2, device="meta")  # another device
except RuntimeError as e:
    print("RuntimeError:", e)
