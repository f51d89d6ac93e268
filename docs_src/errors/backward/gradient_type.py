import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (x ** 2).sum()
try:
    torch.autograd.backward([loss], grad_tensors=[1.0])
except TypeError as e:
    print("TypeError:", e)
