import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 1))
body = model[0].weight
before = body.detach().clone()
opt = torch.optim.SGD(model[2].parameters(), lr=0.1)
x, target = torch.randn(8, 4), torch.randn(8, 1)
for step in range(3):
    opt.zero_grad()
    ((model(x) - target) ** 2).mean().backward()
    opt.step()
    print(f"step {step}: body.grad norm = {body.grad.norm():.4f}")
print("body moved:", not torch.equal(body, before))

body.grad = None
for p in model[0].parameters():
    p.requires_grad_(False)
((model(x) - target) ** 2).mean().backward()
print("after requires_grad_(False): body.grad =", body.grad)
