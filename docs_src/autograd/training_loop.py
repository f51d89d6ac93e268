import torch
from torch import nn

torch.manual_seed(0)

# tiny data set on the line y = 2x + 1
x = torch.tensor([[0.0], [1.0], [2.0], [3.0]])
y = 2 * x + 1

model = nn.Linear(1, 1)
loss_fn = nn.MSELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)

for step in range(1, 201):
    optimizer.zero_grad()          # 1. clear last step's gradients
    loss = loss_fn(model(x), y)    # forward pass builds a new graph
    loss.backward()                # 2. fill .grad of every parameter
    optimizer.step()               # 3. p <- p - lr * p.grad
    if step in (1, 2, 3, 50, 100, 200):
        print(f"step {step:3d}  loss {loss.item():.4f}")

print(f"weight {model.weight.item():.3f}  bias {model.bias.item():.3f}")
