import torch

x = torch.tensor([0.0, 1.0, 2.0, 3.0])
y = 2 * x + 1
w = torch.tensor(0.0, requires_grad=True)
b = torch.tensor(0.0, requires_grad=True)
optimizer = torch.optim.SGD([w, b], lr=0.05)

for step in range(1, 31):
    # the missing line: start every step from empty gradients
    optimizer.zero_grad()
    loss = ((w * x + b - y) ** 2).mean()
    loss.backward()
    optimizer.step()
    if step in (1, 10, 20, 30):
        print(f"step {step:2d}  loss {loss.item():.4f}")
