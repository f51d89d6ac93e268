import torch

with torch.inference_mode():
    features = torch.tensor([1.0, 2.0])  # an inference tensor
w = torch.tensor([0.5, 0.5], requires_grad=True)
try:
    loss = (w * features).sum()  # mul must save features
except RuntimeError as e:
    print("RuntimeError:", e)
