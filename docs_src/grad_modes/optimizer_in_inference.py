import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x = torch.ones(1, 2)

model(x).sum().backward()
with torch.inference_mode():        # the wrong mode for an update
    optimizer.step()                # creates the momentum buffers here
buffer = optimizer.state[model.weight]["momentum_buffer"]
print(
    "weight.is_inference() =",
    model.weight.is_inference(),
    "| buffer.is_inference() =",
    buffer.is_inference(),
)

optimizer.zero_grad()
model(x).sum().backward()
try:
    # updates the buffer in place, outside inference mode
    optimizer.step()
except RuntimeError as e:
    print("RuntimeError:", str(e).split("You can")[0])
