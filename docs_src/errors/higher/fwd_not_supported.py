import torch
import torch.nn.functional as F
from torch.func import jvp

q = torch.tensor([[[[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]]]])


def attention(t):
    return F.scaled_dot_product_attention(t, t, t)


try:
    jvp(attention, (q,), (torch.ones_like(q),))
except NotImplementedError as e:
    print("NotImplementedError:", str(e).splitlines()[0])
