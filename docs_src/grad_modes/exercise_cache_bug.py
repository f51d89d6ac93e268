import torch
import torch.nn as nn

torch.manual_seed(0)

backbone = nn.Linear(3, 2)          # frozen, only used to compute features
head = nn.Linear(2, 1)              # trained on the cached features
x, target = torch.randn(4, 3), torch.randn(4, 1)

with torch.inference_mode():        # cache the features once
    features = backbone(x)

try:
    loss = ((head(features) - target) ** 2).mean()
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
print("head.weight.grad =", head.weight.grad)
