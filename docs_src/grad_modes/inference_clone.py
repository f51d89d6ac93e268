import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.inference_mode():
    features = torch.tensor([3.0, 4.0]) * 2

# cloned outside inference mode: a normal tensor
normal = features.clone()
print("features.is_inference() =", features.is_inference())
print("normal.is_inference()   =", normal.is_inference())

(w * normal).sum().backward()       # d/dw sum(w * normal) = normal
print("w.grad =", w.grad)
