import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Sequential(
    # model[0]: pretend this is the pretrained feature extractor
    nn.Linear(4, 3),
    nn.ReLU(),
    nn.Linear(3, 1),   # model[2]: the new head we want to train
)

# freeze the first layer
for p in model[0].parameters():
    p.requires_grad_(False)

trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print("trainable parameters =", trainable)

x = torch.randn(8, 4)
target = torch.randn(8, 1)
loss = ((model(x) - target) ** 2).mean()
loss.backward()

print("model[0].weight.grad =", model[0].weight.grad)
print("model[0].bias.grad   =", model[0].bias.grad)
print("model[2].weight.grad shape =", tuple(model[2].weight.grad.shape))
print("model[2].bias.grad   shape =", tuple(model[2].bias.grad.shape))
