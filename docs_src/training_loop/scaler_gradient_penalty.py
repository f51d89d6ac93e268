import torch


def train_step(use_scaler: bool, unscale: bool = True) -> list[float]:
    w = torch.tensor([1.0, -2.0], requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=0.125)
    scaler = torch.amp.GradScaler("cpu", init_scale=1024.0,
                                  enabled=use_scaler)
    x = torch.tensor([3.0, 1.0])
    loss = (w @ x) ** 2 / 2
    # the penalty's gradients, with a graph: scaled like every gradient
    (grad,) = torch.autograd.grad(scaler.scale(loss), w,
                                  create_graph=True)
    if use_scaler and unscale:
        grad = grad / scaler.get_scale()       # not unscale_: no .grad
    penalty = grad.pow(2).sum()
    scaler.scale(loss + penalty).backward()
    scaler.step(optimizer)
    scaler.update()
    return w.tolist()


print("no scaler           :", train_step(use_scaler=False))
print("scaler, unscaled    :", train_step(use_scaler=True))
print("scaler, not unscaled:", train_step(use_scaler=True, unscale=False))
