import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
try:  # each row must have y's shape (3), not 2
    torch.autograd.grad(y, x, torch.eye(2), is_grads_batched=True)
except RuntimeError as e:
    print("RuntimeError:", e)
