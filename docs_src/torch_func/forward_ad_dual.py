import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
v = torch.ones(3)                     # the direction (tangent)

with fwAD.dual_level():
    dual_x = fwAD.make_dual(x, v)         # carries x and dx = v together
    dual_y = (dual_x ** 2).sin()          # the forward pass computes both
    y, dy = fwAD.unpack_dual(dual_y)      # primal and tangent

print("y  =", y)
print("dy =", dy)                         # J v = cos(x^2) * 2x * v
print("check:", torch.cos(x ** 2) * 2 * x * v)
print(
    "dual_y.grad_fn =",
    dual_y.grad_fn,
    "| x.requires_grad =",
    x.requires_grad,
)
