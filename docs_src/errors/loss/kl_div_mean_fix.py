import torch
import torch.nn as nn

log_q = torch.log_softmax(torch.randn(4, 3, requires_grad=True), dim=1)
p = torch.softmax(torch.randn(4, 3), dim=1)
loss = nn.functional.kl_div(log_q, p, reduction="batchmean")
by_hand = (p * (p.log() - log_q)).sum() / 4
print("matches the definition:", torch.allclose(loss, by_hand))
