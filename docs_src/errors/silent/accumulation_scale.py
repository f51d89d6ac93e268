import torch

w = torch.tensor(1.0, requires_grad=True)
data = torch.tensor([1.0, 2.0, 3.0, 4.0])

(w * data).mean().backward()
print("one batch of 4:      w.grad =", w.grad.item())

w.grad = None
for part in data.split(1):  # 4 micro-batches of 1
    (w * part).mean().backward()
print("4 micro-batches:     w.grad =", w.grad.item())
