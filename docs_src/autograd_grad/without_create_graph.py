import torch

x = torch.tensor(4.0, requires_grad=True)
y = x ** 3

(d1,) = torch.autograd.grad(y, x)   # create_graph defaults to False
print("d1 =", d1.item(), "| requires_grad =", d1.requires_grad, "| grad_fn =", d1.grad_fn)

try:
    torch.autograd.grad(d1, x)
except RuntimeError as e:
    print("RuntimeError:", e)
