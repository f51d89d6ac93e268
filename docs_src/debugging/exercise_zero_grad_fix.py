import torch

x = torch.tensor([1.0, 2.0, 3.0])
y = 2 * x
w = torch.tensor(0.0, requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.05)

for _ in range(3):
    # clear the previous step's gradient first
    optimizer.zero_grad()
    loss = ((w * x - y) ** 2).mean()
    loss.backward()
    optimizer.step()

print("w =", round(w.item(), 4), "| w.grad =", w.grad)
