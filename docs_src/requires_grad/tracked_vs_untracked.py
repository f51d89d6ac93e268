import torch

# tracked chain: a -> (x2) -> b -> (+1) -> y
a = torch.tensor(2.0, requires_grad=True)
b = a * 2
y = b + 1

# untracked chain: the same arithmetic on a tensor without tracking
c = torch.tensor(2.0)
d = c * 2 + 1

print("b.grad_fn =", type(b.grad_fn).__name__)
print("y.grad_fn =", type(y.grad_fn).__name__)
print("y.grad_fn.next_functions[0][0] =",
      type(y.grad_fn.next_functions[0][0]).__name__)
print("d.grad_fn =", d.grad_fn)
print("y =", y.item(), "| d =", d.item())
