import torch

x = torch.tensor([1.0, 2.0])  # requires_grad was forgotten
loss = (x ** 2).sum()
try:
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
