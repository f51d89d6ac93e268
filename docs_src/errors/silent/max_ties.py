import torch

x = torch.tensor([2.0, 5.0, 5.0], requires_grad=True)
x.max().backward()
print("x.max():        x.grad =", x.grad)

x.grad = None
x.max(dim=0).values.backward()
print("x.max(dim=0):   x.grad =", x.grad)

x.grad = None
torch.amax(x, dim=0).backward()
print("torch.amax:     x.grad =", x.grad)
