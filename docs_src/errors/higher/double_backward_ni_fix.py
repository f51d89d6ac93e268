import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

q = torch.tensor([[[[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]]]],
                 requires_grad=True)
# the math backend is built from basic ops: it has a second derivative
with sdpa_kernel(SDPBackend.MATH):
    out = F.scaled_dot_product_attention(q, q, q)
(g,) = torch.autograd.grad(out.sum(), q, create_graph=True)
g.pow(2).sum().backward()
print("q.grad:", q.grad)
