import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 2), nn.Linear(2, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
weight = model[1].weight

print("after init:           version", weight._version)
loss = model(torch.randn(4, 3)).sum()
loss.backward(retain_graph=True)
print("after backward:       version", weight._version)
optimizer.step()                 # p.add_(...) under no_grad: still a write
print("after optimizer.step: version", weight._version)
try:
    # the old graph saved the weight at version 1
    loss.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(" Hint:")[0])
