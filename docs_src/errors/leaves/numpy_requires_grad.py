import numpy as np
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
pred = w * 2
try:
    np.asarray(pred)  # the same for pred.numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
