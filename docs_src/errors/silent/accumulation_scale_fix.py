import torch

w = torch.tensor(1.0, requires_grad=True)
data = torch.tensor([1.0, 2.0, 3.0, 4.0])
steps = 4
for part in data.split(1):
    ((w * part).mean() / steps).backward()  # divide by the count
print("4 micro-batches / 4: w.grad =", w.grad.item())
