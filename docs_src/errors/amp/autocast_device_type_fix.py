import torch

device = torch.device("cpu")
layer = torch.nn.Linear(2, 2)
with torch.autocast(device.type, dtype=torch.bfloat16):  # "cpu"
    out = layer(torch.ones(1, 2))
print("out.dtype:", out.dtype)
