import torch

x = torch.tensor([0.0, 1.0, 2.0, 3.0])
y = 2 * x + 1  # the true weight is 2, the true bias is 1


def train(variant):
    w = torch.tensor(0.0, requires_grad=True)
    b = torch.tensor(0.0, requires_grad=True)
    optimizer = torch.optim.SGD([w, b], lr=0.05)
    for step in range(1, 101):
        optimizer.zero_grad()
        if variant == "detach":
            # BUG: cuts w out of the graph
            pred = w.detach() * x + b
        else:
            # BUG: rebuilds w as a new tensor
            pred = torch.tensor(w.item()) * x + b
        loss = ((pred - y) ** 2).mean()
        loss.backward()                         # no error, no warning
        optimizer.step()
        if step in (1, 100):
            print(f"  step {step:3d}  loss {loss.item():.4f}")
    print(f"  w = {w.item():.4f}  w.grad = {w.grad}  b = {b.item():.4f}")


for variant in ["detach", "rebuild"]:
    print(variant)
    train(variant)
