import torch

device = torch.device("cpu")
try:
    with torch.autocast(device, dtype=torch.bfloat16):
        pass
except ValueError as e:
    print("ValueError:", e)
