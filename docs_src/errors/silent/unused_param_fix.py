import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 2)
        self.b = nn.Linear(2, 2)

    def forward(self, x):
        return self.b(self.a(x))  # every layer on the path to the loss


net = Net()
net(torch.randn(3, 2)).sum().backward()
for name, p in net.named_parameters():
    print(f"{name:8} grad is None: {p.grad is None}")
