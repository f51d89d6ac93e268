import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x.exp()  # exp saves its output for the backward pass
y.data.add_(1)  # .data: the version counter does not see it
y.sum().backward()
print("x.grad =", x.grad)
print("exp(x) =", x.detach().exp())
