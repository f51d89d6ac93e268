import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)


def hook(grad):
    # same shape as grad: scale it, or broadcast a reduction back
    return grad.sum().expand_as(grad)


x.register_hook(hook)
(x * 2).sum().backward()
print("x.grad:", x.grad)
