import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0], requires_grad=True)
y = a * b
# one entry per input of the node (a and b); None would drop b's grad
y.grad_fn.register_hook(lambda gi, go: (gi[0] * 10, gi[1]))
y.sum().backward()
print("a.grad:", a.grad, "b.grad:", b.grad)
