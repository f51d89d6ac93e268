import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
x.register_hook(lambda grad: grad.norm().item())
try:
    (x * 2).sum().backward()
except TypeError as e:
    print("TypeError:", e)
