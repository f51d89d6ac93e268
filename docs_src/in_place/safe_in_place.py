import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)

# Out-of-place reference.
ref_h = x * 3 + 1
(torch.sigmoid(ref_h) * ref_h).sum().backward()
expected = x.grad.clone()
x.grad = None

# The same computation with an in-place write.
h = x * 3           # multiplying by a number saves that number, not h
h.add_(1)           # safe: nothing has saved h yet
out = torch.sigmoid(h) * h   # the multiplication saves h now, at version 1
out.sum().backward()

print("h._version =", h._version)
print("x.grad   =", x.grad)
print("expected =", expected)
print("equal:", torch.equal(x.grad, expected))

# In-place after backward() is safe too, if the graph is not used again.
h.mul_(0)
print("after backward: h._version =", h._version)
