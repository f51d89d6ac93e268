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

weights = labels.float().requires_grad_()        # the fix: a floating point dtype
print("after .float():     dtype =", weights.dtype, "| requires_grad =", weights.requires_grad)
