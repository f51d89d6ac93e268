import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
# a view: shares y's storage and version counter
v = y[:2]
v.mul_(10)                      # autograd rewrites y's history
print("v._version =", v._version, "| y._version =", y._version)
print("y =", y)
print("y.grad_fn =", type(y.grad_fn).__name__)
y.sum().backward()
print("x.grad =", x.grad)

s = torch.sigmoid(x)
s[0] = 0.0                      # a write through a view of a saved output
try:
    s.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(" Hint:")[0])

try:
    x[0] = 0.0                  # a view of a leaf that requires grad
except RuntimeError as e:
    print("RuntimeError:", e)
