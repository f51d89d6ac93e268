import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor(0.5, requires_grad=True)
y = torch.tanh(w)  # the same computation with a torch operation
loss = (y * b).sum()
loss.backward()
print("b.grad =", b.grad)
print("w.grad =", w.grad)
