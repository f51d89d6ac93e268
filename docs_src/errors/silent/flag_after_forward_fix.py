import torch

w = torch.tensor(2.0, requires_grad=True)
scale = torch.tensor(3.0, requires_grad=True)  # before the forward
loss = w * scale
loss.backward()
print("w.grad =", w.grad, "| scale.grad =", scale.grad)
