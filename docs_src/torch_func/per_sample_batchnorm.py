import copy

import torch
import torch.nn as nn
from torch.func import (
    functional_call, grad, replace_all_batch_norm_modules_, vmap,
)

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv1d(2, 3, 1), nn.BatchNorm1d(3), nn.Flatten(), nn.Linear(12, 1)
)
x = torch.randn(4, 2, 4)           # 4 samples, 2 channels, length 4
y = torch.randn(4, 1)


def per_sample_grads(model):
    params = {k: p.detach() for k, p in model.named_parameters()}
    buffers = dict(model.named_buffers())

    def sample_loss(params, buffers, xi, yi):
        pred = functional_call(model, (params, buffers), (xi.unsqueeze(0),))
        return ((pred - yi.unsqueeze(0)) ** 2).sum()

    return vmap(grad(sample_loss), in_dims=(None, None, 0, 0))(
        params, buffers, x, y
    )


def batch_grad(model, x, y):
    model.zero_grad()
    ((model(x) - y) ** 2).sum().backward()
    return model[3].bias.grad.clone()


try:
    per_sample_grads(model)
except RuntimeError as e:
    print("train():", "RuntimeError:", str(e).splitlines()[0])

patched = replace_all_batch_norm_modules_(copy.deepcopy(model))
evaluated = copy.deepcopy(model).eval()
for name, m in (("patched", patched), ("eval()", evaluated)):
    bias = per_sample_grads(m)["3.bias"].flatten()
    print(f"{name}: bias grads {bias}")
    print(f"  their sum {bias.sum():.4f} | batch gradient "
          f"{batch_grad(m, x, y).item():.4f}")
one_by_one = [batch_grad(patched, x[i:i + 1], y[i:i + 1]) for i in range(4)]
print("patched, as batches of one:", torch.cat(one_by_one))
