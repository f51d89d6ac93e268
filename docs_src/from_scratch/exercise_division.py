import torch


def divide(self, other):  # a new operation: a / b
    local = (1 / other.data, self.data / other.data**2)
    return Value(self.data / other.data, (self, other), local)


Value.__truediv__ = divide


def compare():  # y = a / b + b at a = 3, b = 2, in the engine and in torch
    a, b = Value(3.0), Value(2.0)
    y = a / b + b
    y.backward()

    a_t = torch.tensor(3.0, dtype=torch.float64, requires_grad=True)
    b_t = torch.tensor(2.0, dtype=torch.float64, requires_grad=True)
    (a_t / b_t + b_t).backward()

    print(f"a.grad: engine {a.grad:.6f}, torch {a_t.grad.item():.6f}")
    print(f"b.grad: engine {b.grad:.6f}, torch {b_t.grad.item():.6f}")


compare()
