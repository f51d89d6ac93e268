import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)


def hook(grad):
    return grad.sum()                 # shape [] instead of [3]


x.register_hook(hook)
try:
    (x * 2).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
