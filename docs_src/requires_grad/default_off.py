import torch

x = torch.tensor([1.0, 2.0])
print("x.requires_grad =", x.requires_grad)

w = torch.tensor([3.0, 4.0], requires_grad=True)
print("w.requires_grad =", w.requires_grad, "| w.is_leaf =", w.is_leaf,
      "| w.grad_fn =", w.grad_fn)

z = w * x
print("z.requires_grad =", z.requires_grad, "| z.is_leaf =", z.is_leaf,
      "| z.grad_fn =", type(z.grad_fn).__name__)
