import torch

x = torch.tensor([2.0, 5.0, 5.0], requires_grad=True)
# logsumexp is a smooth maximum: every element gets a share
torch.logsumexp(x, dim=0).backward()
print("x.grad =", x.grad)
