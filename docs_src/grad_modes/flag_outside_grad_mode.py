import torch

w = torch.ones(3, requires_grad=True)
with torch.no_grad():
    y = w * 3      # an operation: not recorded
    head = w[:2]   # a view of w: keeps the flag
with torch.inference_mode():
    head_inf = w[:2]
print("y.requires_grad    =", y.requires_grad)
print("head.requires_grad =", head.requires_grad,
      "| head.grad_fn =", head.grad_fn)
print("head_inf.requires_grad =", head_inf.requires_grad)

loss = (w * w).sum()  # recorded in grad mode
with torch.no_grad():
    loss.backward()   # the backward pass still runs
print("w.grad =", w.grad)
