import torch
from torch.nn.utils import clip_grad_norm_, clip_grad_value_

w = torch.tensor([0.0, 0.0], requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.1)
batches = [torch.tensor([0.3, 0.4]), torch.tensor([30.0, 40.0])]

for i, x in enumerate(batches):        # the second batch is an outlier
    optimizer.zero_grad()
    loss = -(w * x).sum()              # gradient = -x
    early = clip_grad_norm_([w], max_norm=1.0)   # too early: no grads yet
    loss.backward()
    norm = clip_grad_norm_([w], max_norm=1.0)    # between backward, step
    after = w.grad.norm().item()
    optimizer.step()
    print(f"batch {i}: before backward {early.item():g} | returned "
          f"{norm.item():g} | norm after clipping {after:.4f}")

w.grad = torch.tensor([30.0, -0.2])
returned = clip_grad_value_([w], clip_value=1.0)
print("clip_grad_value_ returned", returned, "| grad", w.grad)
