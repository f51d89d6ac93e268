# --8<-- [start:example]
import torch

a = torch.tensor(2.0, dtype=torch.float64, requires_grad=True)
b = torch.tensor(-3.0, dtype=torch.float64, requires_grad=True)
y = a * b + a


def names(node):
    return [type(fn).__name__ for fn, _ in node.next_functions]


add = y.grad_fn
mul = add.next_functions[0][0]
print("y.grad_fn                   :", type(add).__name__)
print("AddBackward0.next_functions :", names(add))
print("MulBackward0.next_functions :", names(mul))
print("a's AccumulateGrad, one node:",
      add.next_functions[1][0] is mul.next_functions[0][0])
print("it writes to a              :",
      mul.next_functions[0][0].variable is a)
print("MulBackward0 saved b        :", mul._saved_other.item())
y.backward()
print(f"a.grad = {a.grad.item():.6f}, b.grad = {b.grad.item():.6f}")
# --8<-- [end:example]

