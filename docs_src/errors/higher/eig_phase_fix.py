import torch

a = torch.tensor([[1.0, -2.0], [1.0, 1.0]], requires_grad=True)
values, vectors = torch.linalg.eig(a)
# phase-free: eigenvalues, and the moduli of the vectors' entries
loss = values.abs().sum() + vectors.abs()[0].sum()
loss.backward()
print("a.grad:", a.grad.round(decimals=4))
