import torch
import torch.nn as nn

lstm = nn.LSTM(input_size=2, hidden_size=2)
seq = torch.ones(3, 1, 2, dtype=torch.float64)
out, _ = lstm(seq.float())
out.sum().backward()
print("out.dtype:", out.dtype)
