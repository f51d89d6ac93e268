import torch

x = torch.ones(2, 3, requires_grad=True)
rows = (x * 2).unbind(0)
first = rows[0] * 10  # out of place
(first.sum() + rows[1].sum()).backward()
print("x.grad =", x.grad)
