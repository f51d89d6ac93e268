import torch

w = torch.ones(3, requires_grad=True)
h = w * 2  # a normal, tracked tensor

with torch.inference_mode():
    head = h[:2]  # a view of h, made in the block
print("head.is_inference() =", head.is_inference())

try:
    head.mul_(10)  # written in place after the block
except RuntimeError as e:
    print("RuntimeError:", str(e).split(". ")[0])

h[:2].mul_(10)  # view and write both outside: recorded
h.sum().backward()
print("w.grad =", w.grad)
