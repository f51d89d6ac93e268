import torch
from torch.func import grad, grad_and_value


def loss_fn(
    w: torch.Tensor, b: torch.Tensor, x: torch.Tensor, y: torch.Tensor
):
    pred = x @ w + b
    loss = ((pred - y) ** 2).mean()
    # (output to differentiate, auxiliary output)
    return loss, pred


w = torch.tensor([1.0, -1.0])
b = torch.tensor(0.5)
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
y = torch.tensor([0.0, 1.0])

(g_w, g_b), (loss, pred) = grad_and_value(
    loss_fn, argnums=(0, 1), has_aux=True
)(w, b, x, y)
print("loss =", loss.item(), "| pred =", pred)
print("dloss/dw =", g_w)
print("dloss/db =", g_b)

# argnums defaults to 0: here x
g_x = grad(lambda x: loss_fn(w, b, x, y)[0])(x)
print("dloss/dx =", g_x)
