import copy
import warnings

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

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # the old API is deprecated
    old = nn.utils.weight_norm(nn.Linear(2, 2))  # no forward yet
try:
    copy.deepcopy(old)
except RuntimeError:
    print("old weight_norm, before any forward: RuntimeError")
