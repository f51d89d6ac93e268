import torch

w = torch.tensor([1.0, -2.0], requires_grad=True)
x = torch.tensor([0.5, 0.5])
penalty = w.abs().sum()  # keep the result of the operation itself
loss = (w * x).sum() + 0.1 * penalty
loss.backward()
print("w.grad =", w.grad)
