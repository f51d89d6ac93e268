import torch

z = torch.tensor([1 + 1j, 2j], requires_grad=True)
y = z * 2
y.backward(gradient=torch.ones_like(y))  # complex ones
print("z.grad =", z.grad)
