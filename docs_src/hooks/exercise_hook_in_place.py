import torch

x = torch.tensor(2.0, requires_grad=True)
y = x * 3                                         # y = 6
y.register_hook(lambda grad: print("hook registered before mul_:", grad))
y.mul_(10)                                        # y = 60, in place
y.register_hook(lambda grad: print("hook registered after mul_: ", grad))
(y * 2).backward()
print("x.grad =", x.grad)
