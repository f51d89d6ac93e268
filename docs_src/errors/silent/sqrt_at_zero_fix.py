import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([1.0, 2.0])
dist = torch.sqrt(((a - b) ** 2).sum() + 1e-12)  # keep sqrt away from 0
dist.backward()
print("a.grad =", a.grad)

a.grad = None
dist = torch.linalg.vector_norm(a - b)  # its backward gives 0 at 0
dist.backward()
print("a.grad =", a.grad)
