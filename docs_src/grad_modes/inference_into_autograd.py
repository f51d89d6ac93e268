import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.inference_mode():
    features = torch.tensor([3.0, 4.0]) * 2      # an inference tensor

# w + features saves nothing for backward: allowed
(w + features).sum().backward()
print("w + features: w.grad =", w.grad)

# w * features must save `features` for backward: refused
try:
    (w * features).sum()
except RuntimeError as e:
    print("RuntimeError:", e)
