import torch
from torch.func import grad, vmap

# the parameters, shared
w = torch.tensor([1.0, -1.0])
x = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 7.0]])  # 3 samples


def sample_loss(w: torch.Tensor, xi: torch.Tensor) -> torch.Tensor:
    return (xi @ w) ** 2


try:
    print("per-sample grads:", vmap(grad(sample_loss))(w, x))
except ValueError as e:
    print("ValueError:", e)
