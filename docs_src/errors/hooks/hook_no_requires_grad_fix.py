import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
x.register_hook(lambda grad: print("grad:", grad))
(x * 3).sum().backward()
