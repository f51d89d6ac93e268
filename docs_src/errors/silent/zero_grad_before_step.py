import torch

w = torch.tensor(1.0, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
loss = (w - 3) ** 2
loss.backward()
opt.zero_grad()  # runs between backward() and step()
opt.step()
print("w.grad =", w.grad, "| w =", w.item())
