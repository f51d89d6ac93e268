import torch

w = torch.tensor(1.0, requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.02)

for step in range(1, 21):
    optimizer.zero_grad()
    # "refresh" w before the forward pass
    w = torch.tensor(w.item(), requires_grad=True)
    loss = (w * 3 - 6) ** 2
    loss.backward()
    optimizer.step()
    if step in (1, 20):
        print(f"step {step:2d}  loss {loss.item():.4f}  w {w.item():.4f}")
