import torch
import torch.nn as nn


class Scaled(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(2))
        self.frozen = nn.Parameter(torch.ones(2), requires_grad=False)
        self.register_buffer("scale", torch.full((2,), 3.0))
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("cache", torch.ones(2), persistent=False)
        self.plain = torch.ones(2)

    def forward(self, x):
        return x * self.w * self.frozen * self.scale * self.plain


m = Scaled()
print("parameters():", [name for name, _ in m.named_parameters()])
print("buffers():   ", [name for name, _ in m.named_buffers()])
print("state_dict():", list(m.state_dict()))
m(torch.ones(2)).sum().backward()
print("grad of w, frozen, scale:", m.w.grad, m.frozen.grad, m.scale.grad)
m.double()
print("after double():", m.frozen.dtype, m.scale.dtype, m.plain.dtype)
print("steps, cache:  ", m.steps.dtype, m.cache.dtype)
