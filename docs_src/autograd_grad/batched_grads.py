import torch

# 1. Every row of a Jacobian in one call:
#    one grad_outputs row per output element
x = torch.tensor([1.0, 2.0], requires_grad=True)
y = torch.stack([x[0] * x[1], x[0] ** 2 + 3 * x[1]])
(J,) = torch.autograd.grad(
    y, x, grad_outputs=torch.eye(2), is_grads_batched=True
)
print("J =", J)
print(
    "jacobian() agrees:",
    torch.equal(
        J,
        torch.autograd.functional.jacobian(
            lambda v: torch.stack([v[0] * v[1], v[0] ** 2 + 3 * v[1]]),
            x.detach(),
        ),
    ),
)

# 2. Per-sample gradients: the loss of each sample,
#    one one-hot row per sample
X = torch.tensor([[1.0, 2.0], [3.0, 4.0], [0.0, 1.0]])
t = torch.tensor([0.0, 0.0, 1.0])
w = torch.tensor([1.0, -1.0], requires_grad=True)
losses = (X @ w - t) ** 2  # shape (3,): one loss per sample
(per_sample,) = torch.autograd.grad(
    losses,
    w,
    grad_outputs=torch.eye(3),
    is_grads_batched=True,
    retain_graph=True,
)
print("per-sample grads =", per_sample)
residual = (X @ w - t).detach()
print(
    "equals 2 * r_i * x_i:",
    torch.equal(per_sample, 2 * residual.unsqueeze(1) * X),
)
print(
    "sum of rows =",
    per_sample.sum(0),
    "| grad of losses.sum() =",
    torch.autograd.grad(losses.sum(), w)[0],
)
