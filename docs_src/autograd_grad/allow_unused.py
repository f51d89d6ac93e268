import torch

x = torch.tensor(2.0, requires_grad=True)
unused = torch.tensor(5.0, requires_grad=True)

y = x * 3                       # `unused` plays no part in y

try:
    torch.autograd.grad(y, [x, unused], retain_graph=True)
except RuntimeError as e:
    print("RuntimeError:", e)

dx, du = torch.autograd.grad(
    y, [x, unused], allow_unused=True, retain_graph=True
)
print("allow_unused=True:      dx =", dx, "| d_unused =", du)

dx, du = torch.autograd.grad(y, [x, unused], materialize_grads=True)
print("materialize_grads=True: dx =", dx, "| d_unused =", du)
