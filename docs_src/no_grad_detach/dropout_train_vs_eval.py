import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)

dropout = nn.Dropout(p=0.5)
x = torch.ones(8)

# training mode: random zeros, survivors scaled by 2
dropout.train()
print("train():", dropout(x))

dropout.eval()                  # evaluation mode: dropout passes x through
print("eval(): ", dropout(x))

# F.dropout does not read the mode: its training defaults to True
print("F.dropout:", F.dropout(x, p=0.5))

batch = torch.tensor([[1.0], [3.0]])  # batch mean 2, batch variance 1
for track in (True, False):
    bn = nn.BatchNorm1d(1, track_running_stats=track).eval()
    print(f"eval(), track_running_stats={track}:", bn(batch).flatten())
