import torch
import torch.nn as nn

lstm = nn.LSTM(input_size=2, hidden_size=2)
seq = torch.ones(3, 1, 2, dtype=torch.float64)
try:
    lstm(seq)
except ValueError as e:
    print("ValueError:", e)
