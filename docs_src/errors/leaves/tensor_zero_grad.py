import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
w = torch.nn.Parameter(torch.ones(2))
(x**2).sum().backward()
for t in (x, w):
    try:
        t.zero_grad()
    except AttributeError as e:
        print("AttributeError:", e)
