import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.1)

before = w.detach().clone()  # a copy with its own storage
(w ** 2).sum().backward()
optimizer.step()

print("w      =", w.detach())
print("change =", (w - before).detach())
