import torch
import torch.nn as nn
from torch.func import functional_call

torch.manual_seed(0)
model = nn.Linear(2, 1)
x_support, y_support = torch.randn(4, 2), torch.randn(4, 1)
x_query, y_query = torch.randn(4, 2), torch.randn(4, 1)
params = dict(model.named_parameters())

# inner step: new tensors, recorded, instead of optimizer.step()
inner = nn.functional.mse_loss(
    functional_call(model, params, (x_support,)), y_support)
grads = torch.autograd.grad(inner, list(params.values()),
                            create_graph=True)
adapted = {name: p - 0.1 * g
           for (name, p), g in zip(params.items(), grads)}

# outer loss: the adapted parameters, differentiated back to params
outer = nn.functional.mse_loss(
    functional_call(model, adapted, (x_query,)), y_query)
outer.backward()
print("adapted weight grad_fn:", type(adapted["weight"].grad_fn).__name__)
print("meta-gradient:", model.weight.grad.round(decimals=4))
