import torch
import torch.nn.functional as F

x, x_nan = torch.tensor([3.0, 1.0]), torch.tensor([float("nan"), 1.0])


def train(loss_fn, steps, scaler):
    w = torch.tensor([1.0, -2.0], requires_grad=True)
    opt = torch.optim.SGD([w], lr=0.0625)
    for _ in range(steps):
        opt.zero_grad()
        loss = loss_fn(w)
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
    return loss.item(), w.grad.tolist(), w.tolist(), scaler.get_scale()


def nan_data(w):
    return (w @ x_nan) ** 2 / 2


def all_ignored(w):  # every target is ignore_index: 0 / 0
    return F.cross_entropy(torch.stack([w, w]), torch.tensor([-100, -100]))


loss, grad, w, scale = train(nan_data, 3, torch.amp.GradScaler("cpu"))
print(f"nan data, 3 steps  : w {w} | scale {scale}")
loss, grad, w, scale = train(all_ignored, 3, torch.amp.GradScaler("cpu"))
print(f"all targets ignored: loss {loss} | grad {grad} | scale {scale}")

scaler = torch.amp.GradScaler("cpu")
train(nan_data, 166, scaler)
print("after 166 nan steps: scale", scaler.get_scale())
loss, grad, w, scale = train(lambda w: (w @ x) ** 2 / 2, 1, scaler)
print(f"then a finite loss  : loss {loss} | w {w}")

off = torch.amp.GradScaler("cpu", enabled=False)
loss, grad, w, scale = train(nan_data, 1, off)
print(f"enabled=False       : w {w}")
