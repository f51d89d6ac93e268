import torch

w = torch.tensor(1.0, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
opt.zero_grad()
loss = (w - 3) ** 2
loss.backward()
opt.step()
print("w =", w.item())
