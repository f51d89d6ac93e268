import torch

# y = a * b + a at a = 2, b = -3: dy/da = b + 1, dy/db = a
a, b = Value(2.0), Value(-3.0)
y = a * b + a
y.backward()

a_t = torch.tensor(2.0, dtype=torch.float64, requires_grad=True)
b_t = torch.tensor(-3.0, dtype=torch.float64, requires_grad=True)
y_t = a_t * b_t + a_t
y_t.backward()

print("          engine     torch")
print(f"y      {y.data:10.6f}{y_t.item():10.6f}")
print(f"a.grad {a.grad:10.6f}{a_t.grad.item():10.6f}")
print(f"b.grad {b.grad:10.6f}{b_t.grad.item():10.6f}")
