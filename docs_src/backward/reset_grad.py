import torch

x = torch.tensor(3.0, requires_grad=True)

(x * 2).backward()
x.grad.zero_()  # keeps the tensor, fills it with zeros
print("after x.grad.zero_()  :", x.grad)

(x * 2).backward()
x.grad = None   # drops the tensor altogether
print("after x.grad = None   :", x.grad)

# an optimizer does the same for every parameter it holds
w = torch.tensor(1.0, requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.1)
(w * 5).backward()
print("before zero_grad()    :", w.grad)
optimizer.zero_grad()
print("after zero_grad()     :", w.grad)
