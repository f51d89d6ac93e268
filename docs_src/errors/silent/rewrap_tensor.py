import torch

w = torch.tensor([1.0, -2.0], requires_grad=True)
x = torch.tensor([0.5, 0.5])
penalty = torch.tensor([w.abs().sum().item()])  # rebuilt: no history
loss = (w * x).sum() + 0.1 * penalty.sum()
loss.backward()
print("w.grad =", w.grad)  # only the first term's gradient
