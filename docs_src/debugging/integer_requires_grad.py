import torch

labels = torch.tensor([0, 2, 1])                 # int64: class indices

try:
    torch.tensor([0, 2, 1], requires_grad=True)
except RuntimeError as e:
    print("torch.tensor(...):  RuntimeError:", e)

try:
    labels.requires_grad_()
except RuntimeError as e:
    print("requires_grad_():   RuntimeError:", e)

try:
    labels.requires_grad = True
except RuntimeError as e:
    print("requires_grad = ... RuntimeError:", e)

# the fix: a floating point dtype
weights = labels.float().requires_grad_()
print(
    "after .float():     dtype =",
    weights.dtype,
    "| requires_grad =",
    weights.requires_grad,
)
