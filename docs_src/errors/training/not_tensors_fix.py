import torch

weights = torch.tensor([0.5, 1.0], requires_grad=True)  # one leaf tensor
opt = torch.optim.SGD([weights], lr=0.1)
(weights ** 2).sum().backward()
opt.step()
print("weights:", weights.data)
