import torch

x = torch.tensor([1.0, 2.0, 3.0])
y = 2 * x
w = torch.tensor(0.0, requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.05)

for _ in range(3):
    loss = ((w * x - y) ** 2).mean()
    loss.backward()
    optimizer.zero_grad()
    optimizer.step()

print("w =", w.item(), "| w.grad =", w.grad)
