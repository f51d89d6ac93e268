import torch

z = torch.tensor([1 + 1j, 2j], requires_grad=True)
y = z * 2
try:
    y.backward(gradient=torch.ones(2))  # real ones for a complex y
except RuntimeError as e:
    print("RuntimeError:", e)
