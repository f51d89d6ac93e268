import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (x ** 2).sum()
torch.autograd.backward([loss], grad_tensors=[torch.tensor(1.0)])
print("x.grad =", x.grad)
