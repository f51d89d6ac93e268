import torch

x = torch.tensor(3.0, requires_grad=True)

(x * 2).backward()
print("after first graph  :", x.grad.item())

(x * 2).backward()  # a brand-new graph, same leaf
print("after second graph :", x.grad.item())

x.grad = None
(x * 2).backward()
print("after reset        :", x.grad.item())
