import torch

w = torch.tensor(2.0, requires_grad=True)

loss_a = 3 * w
loss_a.backward()
print("dA/dw =", w.grad.item())

w.grad = None  # forget dA/dw before asking for the next gradient
loss_b = w ** 2
loss_b.backward()
print("dB/dw =", w.grad.item())
