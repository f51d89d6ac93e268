import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0], requires_grad=True)
y = a * b
y.grad_fn.register_hook(lambda grad_inputs, grad_outputs: (None,))
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
