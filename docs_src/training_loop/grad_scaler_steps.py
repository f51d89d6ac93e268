import torch


def rounded(t: torch.Tensor) -> list[float]:
    return [round(v, 4) for v in t.tolist()]


w = torch.tensor([1.0, -2.0], requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.0625)
scaler = torch.amp.GradScaler("cpu", init_scale=1024.0, growth_interval=2)
x = torch.tensor([3.0, 1.0])

for step in range(3):
    optimizer.zero_grad()
    loss = (w @ x) ** 2 / 2  # gradient = (w @ x) * x
    scaled = scaler.scale(loss)
    scaled.backward()
    print(
        f"step {step}: loss {loss.item():.4f} | scaled {scaled.item():.1f}"
        f" | grad {rounded(w.grad)}"
    )
    scaler.step(optimizer)  # unscale_, check, optimizer.step()
    print(f"  after step:   grad {rounded(w.grad)} | w {rounded(w)}")
    scaler.update()
    print(f"  after update: scale {scaler.get_scale():.0f}")
