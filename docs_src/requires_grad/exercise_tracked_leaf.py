import torch

c = torch.tensor(2.0)
d = c * 3
d.requires_grad_(True)
loss = d * 4
loss.backward()

print("d.grad_fn =", d.grad_fn)
print("d.is_leaf =", d.is_leaf)
print("d.grad =", d.grad)
