import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 8), nn.Dropout(p=0.5))
x = torch.ones(4, 8)


def evaluate() -> None:
    model.eval()
    with torch.no_grad():
        model(x)


def dropout_zeros(out: torch.Tensor) -> int:
    return int((out == 0).sum())


model.train()
print(
    "epoch 1: training =",
    model.training,
    "| zeros =",
    dropout_zeros(model(x)),
)
evaluate()
# bug: the next epoch starts without model.train()
print(
    "epoch 2: training =",
    model.training,
    "| zeros =",
    dropout_zeros(model(x)),
)
# fix: call it at the start of every epoch
model.train()
print(
    "epoch 2 fixed: training =",
    model.training,
    "| zeros =",
    dropout_zeros(model(x)),
)
