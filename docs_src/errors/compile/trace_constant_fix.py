import torch

scale = torch.tensor([2.0], requires_grad=True)


def f(x, scale):
    return x * scale


traced = torch.jit.trace(f, (torch.ones(2), scale))  # an input now
traced(torch.ones(2), scale).sum().backward()
print("scale.grad:", scale.grad)
