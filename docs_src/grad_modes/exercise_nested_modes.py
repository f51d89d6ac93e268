import torch

w = torch.tensor(1.0, requires_grad=True)


@torch.no_grad()
def scale(t: torch.Tensor) -> torch.Tensor:
    return t * 2


with torch.set_grad_enabled(False):
    with torch.enable_grad():
        a = scale(w)
        b = w * 2
    c = w * 2
with torch.inference_mode():
    with torch.enable_grad():
        d = w * 2

print("a:", a.requires_grad)
print("b:", b.requires_grad)
print("c:", c.requires_grad)
print("d:", d.requires_grad)
