import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

try:
    DDP(nn.Linear(2, 1))  # init_process_group was never called
except ValueError as e:
    print("ValueError:", e)
