import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = 2 * x
log = []


def halve(grad: torch.Tensor) -> torch.Tensor:
    log.append(("halve saw", grad))
    return grad * 0.5            # a returned tensor replaces the gradient


def clip(grad: torch.Tensor) -> torch.Tensor:
    log.append(("clip saw ", grad))
    return grad.clamp(-1.0, 1.0)


# hooks run in the order they were registered
y.register_hook(halve)
y.register_hook(clip)
(y * torch.tensor([4.0, -6.0, 0.2])).sum().backward()

for label, grad in log:
    print(label, grad)
print("x.grad   ", x.grad)
