import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 1)
)
x, target = torch.randn(16, 4), torch.randn(16, 1)
loss = ((model(x) - target) ** 2).mean()
loss.backward()

for name, param in model.named_parameters():
    print(f"{name:9} grad norm = {param.grad.norm().item():.4f}")
total = torch.linalg.vector_norm(
    torch.stack([p.grad.norm() for p in model.parameters()])
)
# measures only
reported = nn.utils.clip_grad_norm_(
    model.parameters(), max_norm=float("inf")
)
print(f"total     grad norm = {total.item():.4f}")
print(f"clip_grad_norm_(max_norm=inf) = {reported.item():.4f}")
