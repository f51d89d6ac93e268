import torch

# cast first, then turn tracking on: w is the leaf
w = torch.randn(3).to(torch.float64).requires_grad_()
print("w.is_leaf =", w.is_leaf)

loss = (w * 2).sum()
loss.backward()
print("w.grad =", w.grad)
