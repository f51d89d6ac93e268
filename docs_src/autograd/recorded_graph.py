import torch

w = torch.tensor(1.5, requires_grad=True)
b = torch.tensor(0.5, requires_grad=True)
x = torch.tensor(3.0)

wx = w * x           # multiplication
y = wx + b           # addition
loss = (y - 2.0) ** 2

print("wx.grad_fn   :", type(wx.grad_fn).__name__)
print("y.grad_fn    :", type(y.grad_fn).__name__)
print("loss.grad_fn :", type(loss.grad_fn).__name__)


def show(fn, depth=0):
    """Walk the recorded graph from the output back to the leaves."""
    print("  " * depth + type(fn).__name__)
    for parent, _ in fn.next_functions:
        if parent is not None:  # None: an input that is not tracked (x)
            show(parent, depth + 1)


print("graph of loss:")
show(loss.grad_fn)
