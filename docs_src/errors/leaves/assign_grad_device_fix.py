import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
w.grad = torch.zeros(2, device=w.device)
print("w.grad =", w.grad)
