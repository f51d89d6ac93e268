import torch


def f(a):
    b = a * 2
    while b.norm() < 1000:  # how many doublings: depends on a
        b = b * 2
    if b.sum() > 0:  # which branch: depends on a too
        c = b
    else:
        c = 100 * b
    return c


for start in (0.5, -0.25):
    a = torch.tensor(start, requires_grad=True)
    d = f(a)
    d.backward()  # through the path this call took
    same = bool(a.grad == d / a)
    value, grad = d.item(), a.grad.item()
    print(f"a = {start:5}: d = {value:9.1f}", end=" ")
    print(f"| a.grad = {grad:8.1f}", end=" ")
    print(f"| a.grad == d / a: {same}")
