import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
(jac,) = torch.autograd.grad(y, x, torch.eye(3), is_grads_batched=True)
print(jac)
