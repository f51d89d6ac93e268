import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3))
model.eval()
image = torch.rand(1, 4)  # one input, as the data loader gives it
label = torch.tensor([2])

x = image.clone().requires_grad_()  # a leaf whose gradient we want
loss = nn.functional.cross_entropy(model(x), label)
(grad_x,) = torch.autograd.grad(loss, x)

saliency = grad_x.abs()  # how strongly each input value moves the loss
attacked = (image + 0.1 * grad_x.sign()).clamp(0, 1)  # one FGSM step
print("saliency:", saliency.round(decimals=4))
print("loss before/after:", round(loss.item(), 4), round(
    nn.functional.cross_entropy(model(attacked), label).item(), 4))
print("model[0].weight.grad:", model[0].weight.grad)
