import torch

# a leaf's flag is read when backward() runs, not when the graph was
# recorded
a = torch.tensor(3.0, requires_grad=True)
y = a * 2                   # recorded while tracking was on
a.requires_grad_(False)     # switched off between forward and backward
y.backward()                # no error

print("y.grad_fn =", type(y.grad_fn).__name__)
print("a.grad    =", a.grad)

# the same with a layer frozen between forward and backward
layer = torch.nn.Linear(2, 1)
out = layer(torch.ones(1, 2)).sum()
layer.weight.requires_grad_(False)
out.backward()
print("layer.weight.grad =", layer.weight.grad)
print("layer.bias.grad   =", layer.bias.grad)

# switched on after the forward pass: the graph has no node for c
c = torch.tensor(3.0)
b = torch.tensor(2.0, requires_grad=True)
z = c * b                   # recorded while c was not tracked
c.requires_grad_(True)
z.backward()
print("c.grad    =", c.grad, "| b.grad =", b.grad)
