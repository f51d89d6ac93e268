import torch

w = torch.tensor([0.0], requires_grad=True)
opt = torch.optim.LBFGS([w])


def closure():
    opt.zero_grad()
    loss = ((w - 3) ** 2).sum()
    loss.backward()
    return loss


opt.step(closure)
print(f"w: {w.item():.4f}")
