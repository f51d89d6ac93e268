import torch

with torch.inference_mode():
    features = torch.tensor([1.0, 2.0])
w = torch.tensor([0.5, 0.5], requires_grad=True)
loss = (w * features.clone()).sum()  # clone: a normal tensor
loss.backward()
print("w.grad =", w.grad)
