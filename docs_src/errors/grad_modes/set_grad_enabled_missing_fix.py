import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
for training in (True, False):
    with torch.set_grad_enabled(training):
        y = x * 2
    print("training:", training, "| y.requires_grad:", y.requires_grad)
