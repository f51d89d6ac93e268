import torch

w = torch.tensor(2.0, requires_grad=True)

with torch.no_grad():
    y = w * 3
    try:
        y.backward()            # y was computed without tracking
    except RuntimeError as e:
        print("RuntimeError:", e)

# fix: compute the loss with tracking on, then call backward()
y = w * 3
y.backward()
print("w.grad =", w.grad)
