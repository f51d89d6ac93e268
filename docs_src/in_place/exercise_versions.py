import torch

a = torch.ones(3)
b = a[1:]          # a view of a
b.add_(1)
c = a.detach()
c.mul_(2)
e = a + 1
a.data.zero_()

print("a._version =", a._version)
print("b._version =", b._version)
print("c._version =", c._version)
print("e._version =", e._version)
print("a =", a)
