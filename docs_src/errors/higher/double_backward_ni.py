import torch
import torch.nn.functional as F

scores = torch.tensor([[0.2, 0.8], [0.6, 0.4]], requires_grad=True)
loss = F.multi_margin_loss(scores, torch.tensor([1, 0]))
(g,) = torch.autograd.grad(loss, scores, create_graph=True)
try:
    g.pow(2).sum().backward()         # a gradient penalty
except RuntimeError as e:
    print("RuntimeError:", e)
