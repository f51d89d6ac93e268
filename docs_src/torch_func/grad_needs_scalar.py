import torch
from torch.func import grad, jacrev

x = torch.tensor([1.0, 2.0, 3.0])

try:
    grad(lambda x: x ** 3)(x)        # a vector output
except RuntimeError as e:
    print("RuntimeError:", e)


def one_element(x: torch.Tensor) -> torch.Tensor:
    # shape (1,): one element, but one dimension
    return (x ** 3).sum().reshape(1)


try:
    grad(one_element)(x)
    print("shape (1,): grad accepted it")
except RuntimeError:
    print("shape (1,): grad refuses it too")
x_tracked = x.clone().requires_grad_()
# backward() accepts any one-element tensor
one_element(x_tracked).backward()
print("shape (1,): backward() gives x.grad =", x_tracked.grad)

print(
    "jacrev(...)(x) diagonal =", torch.diagonal(jacrev(lambda x: x**3)(x))
)
