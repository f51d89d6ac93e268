import torch

z = torch.tensor([1 + 1j], requires_grad=True)
loss = (z * z).sum()  # a complex number
try:
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
