import torch

a, b = Value(2.0), Value(-3.0)
y = a * b + a
y.backward()
print(f"engine, first backward : a.grad = {a.grad:10.6f}")
y.backward()
print(f"engine, second backward: a.grad = {a.grad:10.6f}")

a_t = torch.tensor(2.0, dtype=torch.float64, requires_grad=True)
b_t = torch.tensor(-3.0, dtype=torch.float64, requires_grad=True)
y_t = a_t * b_t + a_t
y_t.backward()
print(f"torch, first backward  : a.grad = {a_t.grad.item():10.6f}")
try:
    y_t.backward()
except RuntimeError as e:
    print("torch, second backward : RuntimeError:", str(e).split(" (")[0])
