import torch

w = torch.zeros(3, requires_grad=True)
try:
    opt = torch.optim.SGD(w, lr=0.1)
except TypeError as e:
    print("TypeError:", e)
