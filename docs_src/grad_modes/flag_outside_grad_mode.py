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

# the flag is inherited, the path back to w is not
(head * 2).sum().backward()
print("through head: w.grad =", w.grad, "| head.grad =", head.grad)

loss = (w * w).sum()  # recorded in grad mode
with torch.no_grad():
    loss.backward()   # the backward pass still runs
print("w.grad =", w.grad)

# the same in inference mode: the new .grad is an inference tensor
v = torch.ones(3, requires_grad=True)
loss = (v * v).sum()
with torch.inference_mode():
    loss.backward()
print("v.grad.is_inference() =", v.grad.is_inference())
try:
    (v * v).sum().backward()   # adds to v.grad in place
except RuntimeError as e:
    print("RuntimeError:", str(e).split("You can")[0])
