import torch

x = torch.tensor(4.0, requires_grad=True)
y = x ** 3                      # y = 64

# create_graph=True: the gradient is itself recorded, so it can be
# differentiated
(d1,) = torch.autograd.grad(y, x, create_graph=True)
print("d1 = 3x^2 =", d1.item(), "| requires_grad =", d1.requires_grad,
      "| grad_fn =", type(d1.grad_fn).__name__)

(d2,) = torch.autograd.grad(d1, x, create_graph=True)
print("d2 = 6x   =", d2.item(), "| requires_grad =", d2.requires_grad)

(d3,) = torch.autograd.grad(d2, x)
print("d3 = 6    =", d3.item(), "| requires_grad =", d3.requires_grad)
