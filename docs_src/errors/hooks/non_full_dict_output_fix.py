import torch
from torch import nn


class Head(nn.Module):
    def forward(self, x):
        return {"out": x * 2}


head = Head()
x = torch.tensor([1.0, 2.0], requires_grad=True)
out = head(x)["out"]
out.register_hook(lambda grad: print("grad of out:", grad))
out.sum().backward()
