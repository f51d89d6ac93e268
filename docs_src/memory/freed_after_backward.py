import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
z = (x.exp() * x).sum()
mul = z.grad_fn.next_functions[0][0]   # the MulBackward0 node

print("before backward:", mul._saved_other)
z.backward()
print("x.grad =", x.grad)

try:
    mul._saved_other
except RuntimeError as e:
    print("RuntimeError:", e)
