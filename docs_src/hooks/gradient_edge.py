import torch
from torch.autograd.graph import get_gradient_edge

x = torch.tensor(1.0, requires_grad=True)
s = x.sin()
edge = get_gradient_edge(s)  # where the gradient of s arrives, now
s.cos_()  # s now holds cos(sin(1)) and has a new grad_fn
out = s * 2
node = type(edge.node).__name__
print("edge.node:", node, "| edge.output_nr:", edge.output_nr)
print("s.grad_fn:", type(s.grad_fn).__name__)
d_new, d_old = torch.autograd.grad(out, (s, edge))
print("d out / d s    (s after cos_) :", d_new)
print("d out / d edge (s before cos_):", d_old)
expected = -2 * torch.sin(torch.sin(torch.tensor(1.0)))
print("-2 sin(sin(1))                :", expected)

try:
    get_gradient_edge(torch.ones(2))
except RuntimeError as e:
    print("RuntimeError:", e)
