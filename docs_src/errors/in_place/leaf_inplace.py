import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
(w ** 2).sum().backward()
try:
    w -= 0.1 * w.grad  # a manual SGD step, recorded by autograd
except RuntimeError as e:
    print("RuntimeError:", e)
