import torch

w = torch.tensor([0.0], requires_grad=True)
opt = torch.optim.LBFGS([w])
loss = ((w - 3) ** 2).sum()
loss.backward()
try:
    opt.step()
except TypeError as e:
    print("TypeError:", e)
