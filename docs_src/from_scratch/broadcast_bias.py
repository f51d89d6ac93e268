import torch

xs = [1.0, 2.0, 3.0, 4.0]  # a batch of four samples
b = Value(0.5)  # one bias, shared by the whole batch
total = Value(0.0)
for x in xs:
    total = total + (Value(x) + b)  # b is used once per sample
total.backward()
print(f"engine: b.grad = {b.grad:.6f}")

X = torch.tensor(xs, dtype=torch.float64).reshape(4, 1)
b_t = torch.tensor([0.5], dtype=torch.float64, requires_grad=True)
(X + b_t).sum().backward()  # b_t, shape (1,), broadcast over 4 rows
shape = tuple(b_t.grad.shape)
print(f"torch : b.grad = {b_t.grad.item():.6f}, shape {shape}")
