import torch

a = torch.tensor(2.0, requires_grad=True)

# the value only, without history, in its own storage
value = a.detach().clone()
value.add_(1.0)             # in-place is fine: value is not tracked

print("a     =", a)
print("value =", value)
print("value.requires_grad =", value.requires_grad)
