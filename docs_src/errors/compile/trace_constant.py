import torch

scale = torch.tensor([2.0], requires_grad=True)  # not an input


def f(x):
    return x * scale


try:
    torch.jit.trace(f, torch.ones(2))
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
