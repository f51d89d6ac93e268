import torch

norms = []


def log_norm(grad: torch.Tensor) -> torch.Tensor:
    norm = grad.norm()
    norms.append(norm.item())
    # meant for the log, but returned: replaces the gradient
    return norm


x = torch.tensor([3.0, 4.0], requires_grad=True)
y = x * 1
y.register_hook(log_norm)
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
print("hook calls =", len(norms))

z = x * 1
# returns None: only reads
z.register_hook(lambda grad: norms.append(grad.norm().item()))
z.sum().backward()
print("hook calls =", len(norms), "| x.grad =", x.grad)
