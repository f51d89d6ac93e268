import torch

x = torch.tensor(4.0, requires_grad=True)
y = x ** 3

(d1,) = torch.autograd.grad(y, x)   # create_graph defaults to False
print(
    "d1 =",
    d1.item(),
    "| requires_grad =",
    d1.requires_grad,
    "| grad_fn =",
    d1.grad_fn,
)

try:
    torch.autograd.grad(d1, x)
except RuntimeError as e:
    print("RuntimeError:", e)

# create_graph=True records the backward pass, but d(3x)/dx = 3 depends on
# nothing tracked
(c,) = torch.autograd.grad(3 * x, x, create_graph=True)
print(
    "d(3x)/dx =",
    c.item(),
    "| requires_grad =",
    c.requires_grad,
    "| even with create_graph=True",
)

# relu's derivative is also constant here (1 for x > 0), but its backward
# formula reads relu's output, so the result is tracked
(r,) = torch.autograd.grad(torch.relu(x), x, create_graph=True)
(r2,) = torch.autograd.grad(r, x)
print(
    "d(relu(x))/dx =",
    r.item(),
    "| requires_grad =",
    r.requires_grad,
    "| second derivative =",
    r2.item(),
)
