import numpy as np
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor(0.5, requires_grad=True)
z = w.detach().numpy()  # numpy() needs detach(): the graph ends here
y = torch.from_numpy(np.tanh(z))
loss = (y * b).sum()
loss.backward()
print("b.grad =", b.grad)
print("w.grad =", w.grad)
