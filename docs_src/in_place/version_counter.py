import torch

t = torch.zeros(3)
print("new tensor:          t._version =", t._version)
t.add_(1)
print("after t.add_(1):     t._version =", t._version)
t[0] = 5.0
print("after t[0] = 5.0:    t._version =", t._version)
t -= 1
print("after t -= 1:        t._version =", t._version)
u = t * 2
print(
    "after u = t * 2:     t._version =",
    t._version,
    "| u._version =",
    u._version,
)
t.mul_(2).add_(1)
print("after mul_().add_(): t._version =", t._version)
print("t =", t)
