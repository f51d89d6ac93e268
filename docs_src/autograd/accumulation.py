import torch

w = torch.tensor(2.0, requires_grad=True)

(w * 3.0).backward()
print("after backward 1 :", w.grad.item())
(w * 3.0).backward()
print("after backward 2 :", w.grad.item())

w.grad.zero_()
(w * 3.0).backward()
print("after zero_()    :", w.grad.item())
