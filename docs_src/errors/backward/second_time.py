import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (x ** 2).sum()
loss.backward()
try:
    loss.backward()  # the saved tensors are already freed
except RuntimeError as e:
    print("RuntimeError:", e)
