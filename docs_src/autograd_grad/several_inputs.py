import torch

w = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)
x = torch.tensor(3.0)

h = w * x + b  # h = 7, an intermediate (non-leaf) tensor
loss = h**2  # loss = 49

# one tuple, in the order of `inputs`;
# an intermediate tensor is a valid input
dw, db, dh = torch.autograd.grad(loss, [w, b, h])
print("dloss/dw =", dw.item(), "(2 * h * x = 42)")
print("dloss/db =", db.item(), "(2 * h     = 14)")
print("dloss/dh =", dh.item(), "(2 * h     = 14)")
print("w.grad =", w.grad, "| b.grad =", b.grad)
