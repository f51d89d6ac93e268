import torch
import torch.nn.functional as F

scores = torch.tensor([[0.2, 0.8], [0.6, 0.4]], requires_grad=True)
target = torch.tensor([1, 0])
# the same loss from basic ops, each with a second derivative
picked = scores.gather(1, target[:, None])
margins = (1 - picked + scores).clamp(min=0)
loss = ((margins.sum(1) - 1) / scores.shape[1]).mean()
same = torch.allclose(loss, F.multi_margin_loss(scores, target))
print("same loss:", same)
(g,) = torch.autograd.grad(loss, scores, create_graph=True)
(loss + g.pow(2).sum()).backward()   # loss plus a gradient penalty
print("scores.grad:", scores.grad)
