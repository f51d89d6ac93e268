import torch

w = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
opt = torch.optim.SGD([w], lr=0.1)
(w**2).sum().backward()
opt.step()  # an in-place update under no_grad
print("after step: w =", w.detach(), "| grad_fn:", w.grad_fn)

opt = torch.optim.SGD([w], lr=0.1, differentiable=True)
(w**2).sum().backward()
try:  # the flag records the step, but not in place on a leaf
    opt.step()
except RuntimeError as e:
    print("differentiable=True:", str(e).split(".")[0])
