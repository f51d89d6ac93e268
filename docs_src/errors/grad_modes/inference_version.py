import torch

with torch.inference_mode():
    t = torch.ones(2)
try:
    print(t._version)
except RuntimeError as e:
    print("RuntimeError:", e)
