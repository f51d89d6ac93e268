import copy

import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.Linear(2, 2)

    def forward(self, x):
        out = self.layer(x)
        self.last_output = out.detach()  # a copy outside the graph
        return out


net = Net()
net(torch.ones(1, 2))
twin = copy.deepcopy(net)
print("copied:", twin.last_output.shape, twin.layer.weight.is_leaf)

# weight normalization that copies: the parametrized version
wn = nn.utils.parametrizations.weight_norm(nn.Linear(2, 2))
wn(torch.ones(1, 2))
print("weight_norm copied:", type(copy.deepcopy(wn)).__name__)
