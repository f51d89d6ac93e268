import torch
import torch.nn as nn

emb = nn.Embedding(5, 2)
tokens = torch.tensor([0.0, 3.0])  # float indices
try:
    emb(tokens)
except RuntimeError as e:
    print("RuntimeError:", e)
