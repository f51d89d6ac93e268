import torch

x = torch.tensor([0.0, 2.0], requires_grad=True)
s = torch.sigmoid(x)
print("saved with s at version", s._version)
# overwrites the output that SigmoidBackward0 saved
s.mul_(2)
print("s is now at version", s._version)

try:
    s.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
print("x.grad =", x.grad)

# A bigger graph: the branch through `a` was processed before the failing
# node.
a = torch.tensor([1.0, 2.0], requires_grad=True)
s = torch.sigmoid(x)
t = a * 3
s.mul_(2)
try:
    (t.sum() + s.sum()).backward()
except RuntimeError:
    print("second graph: backward failed as well")
print("a.grad =", a.grad, "| x.grad =", x.grad)
