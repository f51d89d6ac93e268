import torch

w = torch.tensor(2.0, requires_grad=True)

y = w * 3
print("outside no_grad: y.requires_grad =", y.requires_grad,
      "| y.grad_fn =", type(y.grad_fn).__name__)

with torch.no_grad():
    z = w * 3
    print("inside no_grad:  z.requires_grad =", z.requires_grad,
          "| z.grad_fn =", z.grad_fn)

print("y =", y.item(), "| z =", z.item(), "| equal:", torch.equal(y, z))
