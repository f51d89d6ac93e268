import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = w * 2

try:
    y.numpy()
except RuntimeError as e:
    print("RuntimeError:", e)

array = y.detach().cpu().numpy()
print("array =", array, "| type =", type(array).__name__)
