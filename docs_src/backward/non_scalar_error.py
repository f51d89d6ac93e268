import torch

# shape (1, 1): one element, not 0-dim
x = torch.tensor([[3.0]], requires_grad=True)
(x ** 2).backward()
print("one element, shape (1, 1): x.grad =", x.grad)

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2  # y is a vector with two elements

try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
