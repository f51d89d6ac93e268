import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.exp()         # d/dx exp(x) = exp(x): the backward needs the output
z = y * x           # d(y*x) needs both factors
s = z.sum()         # the gradient of a sum needs only the shape
loss = s + 1.0      # adding a constant needs no tensor at all


def saved_names(node: object) -> list[str]:
    return [name for name in dir(node) if name.startswith("_saved_")]


for tensor_name, tensor in [("y", y), ("z", z), ("s", s), ("loss", loss)]:
    node = tensor.grad_fn
    print(f"{tensor_name:4} {type(node).__name__:13} {saved_names(node)}")

mul = z.grad_fn
print("MulBackward0._saved_self  =", mul._saved_self)
print("MulBackward0._saved_other =", mul._saved_other)
