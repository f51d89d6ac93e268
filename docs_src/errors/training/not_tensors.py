import torch

weights = [0.5, 1.0]  # Python numbers, not tensors
try:
    torch.optim.SGD(weights, lr=0.1)
except TypeError as e:
    print("TypeError:", e)
