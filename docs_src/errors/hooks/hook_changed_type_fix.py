import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
# compute in float64 if needed, but return the dtype of grad
x.register_hook(lambda grad: (grad.double() * 0.5).to(grad.dtype))
(x * 2).sum().backward()
print("x.grad:", x.grad)
