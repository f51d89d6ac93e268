import torch
import torch.nn.functional as F
from torch.func import jvp
from torch.nn.attention import SDPBackend, sdpa_kernel

q = torch.tensor([[[[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]]]])


def attention(t):
    # the math backend is built from ops that have forward-mode formulas
    with sdpa_kernel(SDPBackend.MATH):
        return F.scaled_dot_product_attention(t, t, t)


out, tangent = jvp(attention, (q,), (torch.ones_like(q),))
print("tangent:", tangent)
