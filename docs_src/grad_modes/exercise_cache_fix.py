import torch
import torch.nn as nn

torch.manual_seed(0)

backbone = nn.Linear(3, 2)
head = nn.Linear(2, 1)
x, target = torch.randn(4, 3), torch.randn(4, 1)

with torch.no_grad():               # no graph, but normal tensors
    features = backbone(x)

loss = ((head(features) - target) ** 2).mean()
loss.backward()
print("features.is_inference() =", features.is_inference())
print("head.weight.grad.shape =", tuple(head.weight.grad.shape))
print("backbone.weight.grad =", backbone.weight.grad)
