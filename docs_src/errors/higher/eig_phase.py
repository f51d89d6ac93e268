import torch

a = torch.tensor([[1.0, -2.0], [1.0, 1.0]], requires_grad=True)
values, vectors = torch.linalg.eig(a)
loss = vectors.real.sum()  # depends on each vector's arbitrary phase
try:
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
