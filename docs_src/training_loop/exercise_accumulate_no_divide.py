import torch

w = torch.tensor(1.0, requires_grad=True)
x = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])

w.grad = None
for xs in x.chunk(3):  # micro-batches [1, 2], [3, 4], [5, 6]
    loss = (w * xs).mean()  # not divided by 3
    loss.backward()
print("accumulated w.grad =", w.grad.item())

w.grad = None
(w * x).mean().backward()
print("big batch w.grad   =", w.grad.item())
