import torch
import torch.nn as nn

criterion = nn.MSELoss(reduction="sum")
pred = torch.tensor([1.0, 2.0], requires_grad=True)
loss = criterion(pred, torch.zeros(2))
loss.backward()
print("loss:", loss.item(), "| pred.grad:", pred.grad)
