import torch

w = torch.tensor(1.5, requires_grad=True)  # created by us, tracked
x = torch.tensor(3.0)                      # created by us, not tracked
y = w * x                                  # result of an operation

for name, t in [("w", w), ("x", x), ("y", y)]:
    print(f"{name}: is_leaf={t.is_leaf}, requires_grad={t.requires_grad}")
