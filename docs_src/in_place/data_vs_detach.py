import torch

x = torch.tensor([0.0, 2.0], requires_grad=True)

# detach(): shares storage AND the version counter, so autograd notices.
s = torch.sigmoid(x)
d = s.detach()
d.zero_()
print("detach: s._version =", s._version)
try:
    s.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(" Hint:")[0])

# .data: shares storage but NOT the version counter: no error, wrong
# gradient.
s = torch.sigmoid(x)
s.data.zero_()
print(".data:  s._version =", s._version)
s.sum().backward()
print("x.grad  =", x.grad)

x.grad = None
torch.sigmoid(x).sum().backward()
print("correct =", x.grad)
