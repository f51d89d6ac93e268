import torch

x = torch.tensor([0.0, 2.0], requires_grad=True)
w = torch.tensor([3.0, 4.0], requires_grad=True)

s = torch.sigmoid(x)   # the derivative s * (1 - s) needs the output
m = x * w              # d(x*w)/dx = w and d(x*w)/dw = x: needs both inputs
a = x + w              # the derivative is 1: needs no tensor at all


def saved(t: torch.Tensor) -> list[str]:
    return sorted(
        name for name in dir(t.grad_fn) if name.startswith("_saved_")
    )


print("sigmoid:", type(s.grad_fn).__name__, saved(s))
print("mul:    ", type(m.grad_fn).__name__, saved(m))
print("add:    ", type(a.grad_fn).__name__, saved(a))
print("sigmoid saved its output s:", s.grad_fn._saved_result.equal(s))
print(
    "mul saved x and w:         ",
    m.grad_fn._saved_self is x,
    m.grad_fn._saved_other is w,
)
print("add saved alpha =", a.grad_fn._saved_alpha)
