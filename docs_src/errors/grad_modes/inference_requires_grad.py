import torch

with torch.inference_mode():
    weight = torch.randn(2, 2)  # e.g. loaded or computed for eval
try:
    param = torch.nn.Parameter(weight)  # sets requires_grad=True
except RuntimeError as e:
    print("RuntimeError:", e)
