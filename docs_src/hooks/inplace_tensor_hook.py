import torch

x = torch.tensor(1.0, requires_grad=True)
s = x.sin()
s.register_hook(
    lambda grad: print("hook before cos_():", grad)
)  # sees d out / d sin(x)
s.cos_()  # s is now cos(sin(x)), with a new grad_fn
s.register_hook(
    lambda grad: print("hook after cos_(): ", grad)
)  # sees d out / d s
s.backward()
print("-sin(sin(1))       :", -torch.sin(torch.sin(torch.tensor(1.0))))
