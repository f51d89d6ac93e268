import torch
import torch.nn as nn
from torch.autograd.graph import saved_tensors_hooks


def count_saves(fn: object) -> int:
    saved: list[torch.Tensor] = []

    def pack(tensor: torch.Tensor) -> torch.Tensor:
        saved.append(tensor)
        return tensor

    with saved_tensors_hooks(pack, lambda tensor: tensor):
        fn()
    return len(saved)


torch.manual_seed(0)
x = torch.randn(4, 3, requires_grad=True)
model = nn.Sequential(nn.Linear(3, 5), nn.ReLU(), nn.Linear(5, 1))

print("x + 1     :", count_saves(lambda: x + 1))
print("x.sum()   :", count_saves(lambda: x.sum()))
print("x.exp()   :", count_saves(lambda: x.exp()))
print("x ** 2    :", count_saves(lambda: x ** 2))
print("x * x     :", count_saves(lambda: x * x))
print("model(x)  :", count_saves(lambda: model(x)))
data = x.detach()  # an input that does not require grad, as data is
print("model(data):", count_saves(lambda: model(data)))
with torch.no_grad():
    print("no_grad   :", count_saves(lambda: model(x)))
