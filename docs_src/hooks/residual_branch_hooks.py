import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
seen = {}


def keep(name):
    def hook(grad):
        seen[name] = grad

    return hook


x.register_hook(keep("x"))
fx = torch.tanh(x) * 2
fx.register_hook(keep("f(x)"))
out = x + fx
out.register_hook(keep("x + f(x)"))
(out * torch.tensor([1.0, 2.0])).sum().backward()
for name, grad in seen.items():
    print(f"{name:9}: {grad}")
