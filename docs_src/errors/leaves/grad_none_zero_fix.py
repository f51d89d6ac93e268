import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
for step in range(2):
    w.grad = None  # what optimizer.zero_grad() does by default
    (w ** 2).sum().backward()
print("w.grad =", w.grad)
