import torch

x = torch.tensor([1.0, 2.0])  # not tracked
h = x * 2
try:
    h.retain_grad()
except RuntimeError as e:
    print("RuntimeError:", e)
w = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (w * x).sum()
try:
    loss.backward(inputs=[x])  # x is not tracked either
except RuntimeError as e:
    print("RuntimeError:", e)
