import torch

# cast first, then turn tracking on: w is the leaf
w = torch.randn(3).to(torch.float64).requires_grad_()
print("w.is_leaf =", w.is_leaf)

loss = (w * 2).sum()
loss.backward()
print("w.grad =", w.grad)

# a module's .double() or .to() swaps its parameters' data: still leaves
lin = torch.nn.Linear(3, 1).double()
print("lin.weight.is_leaf =", lin.weight.is_leaf)
