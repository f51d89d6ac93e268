import torch

DEBUG = False  # True only while hunting a nan
with torch.autograd.set_detect_anomaly(DEBUG):
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    (x ** 2).sum().backward()
print("x.grad =", x.grad)
