import torch

x = torch.tensor([0.4, 2.7, 1.2], requires_grad=True)

idx = torch.argmax(x)
print(
    "argmax:      value =",
    idx.item(),
    "| requires_grad =",
    idx.requires_grad,
    "| grad_fn =",
    idx.grad_fn,
)

for name, op in [
    ("round", torch.round),
    ("floor", torch.floor),
    ("sign", torch.sign),
]:
    x.grad = None
    out = op(x)
    out.sum().backward()
    print(
        f"{name + ':':12} grad_fn = {type(out.grad_fn).__name__:15}"
        f" | x.grad = {x.grad}"
    )

# a comparison gives a bool tensor: it is not tracked at all
mask = x > 1
print(
    "x > 1:       dtype =",
    mask.dtype,
    "| requires_grad =",
    mask.requires_grad,
)
