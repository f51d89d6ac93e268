import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x ** 2                      # three outputs, dy_i/dx_i = 2 * x_i

try:
    torch.autograd.grad(y, x, retain_graph=True)
except RuntimeError as e:
    print("RuntimeError:", e)

# grad_outputs is the vector v: the result is sum_i v_i * dy_i/dx
ones = torch.ones(3)
(g,) = torch.autograd.grad(y, x, grad_outputs=ones, retain_graph=True)
print("v = ones:          ", g)

v = torch.tensor([1.0, 0.0, 10.0])
(g,) = torch.autograd.grad(y, x, grad_outputs=v)
print("v = [1., 0., 10.]: ", g)
