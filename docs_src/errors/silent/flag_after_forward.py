import torch

w = torch.tensor(2.0, requires_grad=True)
scale = torch.tensor(3.0)
loss = w * scale  # recorded while scale was not tracked
scale.requires_grad_()  # too late for this graph
loss.backward()
print("w.grad =", w.grad, "| scale.grad =", scale.grad)
