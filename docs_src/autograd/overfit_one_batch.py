import torch

# one small batch; a correct model must be able to memorise it
x = torch.tensor([0.0, 1.0, 2.0, 3.0])
y = 2 * x + 1


def overfit_one_batch(buggy, steps=500):
    w = torch.tensor(0.0, requires_grad=True)
    b = torch.tensor(0.0, requires_grad=True)
    optimizer = torch.optim.SGD([w, b], lr=0.05)
    for _ in range(steps):
        optimizer.zero_grad()
        weight = w.detach() if buggy else w
        loss = ((weight * x + b - y) ** 2).mean()
        loss.backward()
        optimizer.step()
    return loss.item()


for buggy in [False, True]:
    final = overfit_one_batch(buggy)
    verdict = "OK" if final < 1e-3 else "SUSPICIOUS: check the graph"
    print(f"buggy={buggy!s:5}  final loss {final:.4f}  -> {verdict}")
