import torch

w = torch.tensor(1.0, requires_grad=True)
h = torch.tensor(0.0)
for step in range(3):
    w.grad = None
    h = h.detach() + w  # cut the state from the previous step
    h.backward()
    print(f"step {step}: w.grad = {w.grad.item()}")
