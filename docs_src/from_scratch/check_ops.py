import torch

x, w = Value(0.5), Value(-1.5)
u = x * w  # used twice below
y = u.tanh() ** 2 + u.exp() + (x + 1.0).relu() + (w + 1.0).relu()
y = y + (x - 0.5).relu()  # relu exactly at 0
y.backward()

x_t = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
w_t = torch.tensor(-1.5, dtype=torch.float64, requires_grad=True)
u_t = x_t * w_t
y_t = u_t.tanh() ** 2 + u_t.exp() + (x_t + 1.0).relu() + (w_t + 1.0).relu()
y_t = y_t + (x_t - 0.5).relu()
y_t.backward()

print("          engine     torch")
print(f"y      {y.data:10.6f}{y_t.item():10.6f}")
print(f"x.grad {x.grad:10.6f}{x_t.grad.item():10.6f}")
print(f"w.grad {w.grad:10.6f}{w_t.grad.item():10.6f}")
