import torch

x = torch.zeros(2, requires_grad=True)
y = x.exp()
z = y * y  # mul saves y
y.detach_()  # detaches the saved tensor in place
try:
    z.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
