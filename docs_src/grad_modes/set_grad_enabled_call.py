import torch

w = torch.tensor(2.0, requires_grad=True)

# a plain call, not a `with` block: the switch stays off
torch.set_grad_enabled(False)
print("grad enabled =", torch.is_grad_enabled())

loss = (w * 3) ** 2
try:
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", e)

torch.set_grad_enabled(True)    # switched back by hand
loss = (w * 3) ** 2
loss.backward()
print("grad enabled =", torch.is_grad_enabled(), "| w.grad =", w.grad)
