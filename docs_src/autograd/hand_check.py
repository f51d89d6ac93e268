import torch

w = torch.tensor(1.5, requires_grad=True)
b = torch.tensor(0.5, requires_grad=True)
x = torch.tensor(3.0)

y = w * x + b
loss = (y - 2.0) ** 2
loss.backward()

print("loss  =", loss.item())
print("dL/dw =", w.grad.item(), "| dL/db =", b.grad.item())

# the same derivatives written out by hand
r = (w * x + b - 2.0).item()
print("by hand: dL/dw =", 2 * r * x.item(), "| dL/db =", 2 * r)
