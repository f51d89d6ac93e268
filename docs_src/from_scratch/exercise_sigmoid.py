import torch


# sigmoid(z) = 1 / (1 + exp(-z)), built from the operations we have
def sigmoid(z):
    return (1.0 + (z * -1.0).exp()) ** -1


def check(make_y):
    """y = make_y(x * w) at x = 0.5, w = -1.5: the engine beside torch."""
    x, w = Value(0.5), Value(-1.5)
    y = make_y(x * w)
    y.backward()
    x_t = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
    w_t = torch.tensor(-1.5, dtype=torch.float64, requires_grad=True)
    torch.sigmoid(x_t * w_t).backward()
    print(f"x.grad: engine {x.grad:.6f}, torch {x_t.grad.item():.6f}")
    print(f"w.grad: engine {w.grad:.6f}, torch {w_t.grad.item():.6f}")
    nodes = len(y.topological_order())
    print("engine nodes:", nodes)
    s = y.data  # sigmoid's derivative is s * (1 - s)
    assert abs(x.grad - w.data * s * (1 - s)) < 1e-12, "wrong x.grad"
    assert abs(w.grad - x.data * s * (1 - s)) < 1e-12, "wrong w.grad"
    return nodes


check(sigmoid)
