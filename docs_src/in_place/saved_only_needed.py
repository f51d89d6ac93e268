import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
w = torch.tensor([3.0, 4.0])           # data: not tracked

m = x * w
# The gradient for x needs w; x itself would only be needed for w's
# gradient.
print("m.grad_fn._saved_other =", m.grad_fn._saved_other)
print("m.grad_fn._saved_self  =", m.grad_fn._saved_self)
