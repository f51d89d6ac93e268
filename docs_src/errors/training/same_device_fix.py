import torch
import torch.nn as nn

device = "cuda" if torch.cuda.is_available() else "cpu"
model = nn.Linear(2, 1).to(device)  # the parameters
x = torch.ones(1, 2).to(device)     # and every batch: one device
model(x).sum().backward()
print("grad device matches:", model.weight.grad.device == x.device)
