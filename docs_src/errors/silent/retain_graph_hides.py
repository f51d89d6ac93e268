import torch

w = torch.tensor(1.0, requires_grad=True)
h = torch.tensor(0.0)
for step in range(3):
    w.grad = None
    h = h + w  # the state carries the graph of every earlier step
    h.backward(retain_graph=True)  # silences the error
    print(f"step {step}: w.grad = {w.grad.item()}")
