import torch
import torch.nn as nn

torch.manual_seed(0)

dropout = nn.Dropout(p=0.5)
x = torch.ones(8)

# training mode: random zeros, survivors scaled by 2
dropout.train()
print("train():", dropout(x))

dropout.eval()                  # evaluation mode: dropout passes x through
print("eval(): ", dropout(x))
