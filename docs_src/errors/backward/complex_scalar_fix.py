import torch

z = torch.tensor([1 + 1j], requires_grad=True)
loss = (z.abs() ** 2).sum()  # a real number
loss.backward()
print("z.grad =", z.grad)
