import torch

# sigmoid(z) = 1 / (1 + exp(-z)), built from the operations we have
def sigmoid(z):
    return (1.0 + (z * -1.0).exp()) ** -1


x, w = Value(0.5), Value(-1.5)
y = sigmoid(x * w)
y.backward()

x_t = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
w_t = torch.tensor(-1.5, dtype=torch.float64, requires_grad=True)
y_t = torch.sigmoid(x_t * w_t)
y_t.backward()

print(f"x.grad: engine {x.grad:.6f}, torch {x_t.grad.item():.6f}")
print(f"w.grad: engine {w.grad:.6f}, torch {w_t.grad.item():.6f}")
print("engine nodes:", len(y.topological_order()))
