import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * x                        # intermediate: no .grad by default
z = y * 3

y.retain_grad()                  # keep y's gradient in y.grad
seen = []
handle = y.register_hook(lambda grad: seen.append(grad.clone()))

z.sum().backward()
print("y.grad          =", y.grad)
print("hook calls      =", len(seen))
print("hook saw        =", seen[0] if seen else "nothing")
print("x.grad          =", x.grad)
print("handle type     =", type(handle).__name__)

try:
    x.detach().register_hook(lambda grad: grad)
except RuntimeError as e:
    print("RuntimeError:", e)
