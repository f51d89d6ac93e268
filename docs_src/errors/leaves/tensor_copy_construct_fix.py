import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
copy = w.detach().clone()  # explicit: new storage, no history
print("copy =", copy, "| requires_grad =", copy.requires_grad)
