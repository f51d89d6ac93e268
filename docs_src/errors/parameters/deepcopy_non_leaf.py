import copy

import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.Linear(2, 2)

    def forward(self, x):
        self.last_output = self.layer(x)  # kept on the module
        return self.last_output


net = Net()
net(torch.ones(1, 2))
try:
    copy.deepcopy(net)
except RuntimeError as e:
    print("RuntimeError:", e)
