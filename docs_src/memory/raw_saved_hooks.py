import torch

events: list[str] = []


def pack(tensor: torch.Tensor) -> torch.Tensor:
    events.append("pack")
    return tensor


def unpack(tensor: torch.Tensor) -> torch.Tensor:
    events.append("unpack")
    return tensor


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.pow(2)                                   # PowBackward0 saves x
# the saved tensor itself, not its value
saved = y.grad_fn._raw_saved_self

saved.register_hooks(pack, unpack)             # pack runs right away
print("after register_hooks:", events)
y.sum().backward()
print("after backward:      ", events, "| x.grad =", x.grad)

y = x.pow(2)
y.grad_fn._raw_saved_self.register_hooks(pack, unpack)
try:
    y.grad_fn._raw_saved_self.register_hooks(pack, unpack)
except RuntimeError as e:
    print("RuntimeError:", e)
