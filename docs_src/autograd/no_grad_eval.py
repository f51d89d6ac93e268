import torch

w = torch.tensor(1.5, requires_grad=True)
x = torch.tensor(3.0)

y_train = w * x
with torch.no_grad():
    y_eval = w * x

print(
    "training  :",
    y_train.item(),
    "| requires_grad =",
    y_train.requires_grad,
    "| grad_fn =",
    type(y_train.grad_fn).__name__,
)
print(
    "evaluation:",
    y_eval.item(),
    "| requires_grad =",
    y_eval.requires_grad,
    "| grad_fn =",
    y_eval.grad_fn,
)
