import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class Net(nn.Module):
    def forward(self, x):
        return F.dropout(x, p=0.5)  # training=True unless it is passed


net = Net().eval()
zeros = bool((net(torch.ones(8)) == 0).any())
print("net.training:", net.training, "| F.dropout zeroes elements:", zeros)

batch = torch.tensor([[1.0], [3.0]])  # batch mean 2, batch variance 1
for track in (True, False):
    bn = nn.BatchNorm1d(1, track_running_stats=track).eval()
    print(f"eval(), track_running_stats={track}:", bn(batch).flatten())
