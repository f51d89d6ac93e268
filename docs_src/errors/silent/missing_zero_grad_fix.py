import torch

w = torch.tensor(1.0, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = 2 * w
    loss.backward()
    print(f"step {step}: w.grad = {w.grad.item()}")
    opt.step()
