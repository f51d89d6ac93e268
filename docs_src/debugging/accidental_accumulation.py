import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])
y = 2 * x


def gradients(zero_grad: bool) -> list[float]:
    w = torch.tensor(0.0, requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=0.01)
    seen = []
    for _ in range(3):
        if zero_grad:
            optimizer.zero_grad()
        loss = ((w * x - y) ** 2).mean()
        loss.backward()
        seen.append(round(w.grad.item(), 3))
        optimizer.step()
    return seen


print("without zero_grad():", gradients(zero_grad=False))
print("with zero_grad():   ", gradients(zero_grad=True))

# accumulation on purpose: two half-batches, each loss divided by 2
w = torch.tensor(0.0, requires_grad=True)
for half in (slice(0, 2), slice(2, 4)):
    (((w * x[half] - y[half]) ** 2).mean() / 2).backward()
w_full = torch.tensor(0.0, requires_grad=True)
((w_full * x - y) ** 2).mean().backward()
print("two halves:", w.grad.item(), "| full batch:", w_full.grad.item())
