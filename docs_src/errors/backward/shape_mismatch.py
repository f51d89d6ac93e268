import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
try:
    y.backward(gradient=torch.ones(2))  # y has 3 elements
except RuntimeError as e:
    print("RuntimeError:", e)
