import numpy as np
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
pred = w * 2
print(np.asarray(pred.detach()))  # add .cpu() for a GPU tensor
