import torch

x = Value(1.0)
total = Value(0.0)
for _ in range(1000):  # a sum of 1,000 terms: a chain 1,000 nodes deep
    total = total + x
try:
    total.backward()
except RecursionError as e:
    print("engine: RecursionError:", str(e).split(" while")[0])

x_t = torch.tensor(1.0, dtype=torch.float64, requires_grad=True)
total_t = torch.tensor(0.0, dtype=torch.float64)
for _ in range(1000):
    total_t = total_t + x_t
total_t.backward()  # PyTorch's engine walks the graph without recursion
print(f"torch : x.grad = {x_t.grad.item():.6f}")
