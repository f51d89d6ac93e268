import torch
from torch.func import grad, vmap


def sample_loss(w: torch.Tensor, xi: torch.Tensor) -> torch.Tensor:
    return (xi @ w) ** 2


w = torch.tensor([1.0, -1.0])
x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 7.0]])
# w not split
per_sample = vmap(grad(sample_loss), in_dims=(None, 0))(w, x)
print("per-sample grads:", per_sample)
