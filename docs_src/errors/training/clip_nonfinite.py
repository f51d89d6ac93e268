import torch
import torch.nn as nn

model = nn.Linear(2, 1)
x = torch.tensor([[0.0, 1.0]])
loss = (model(x) / x[:, :1]).sum()  # division by zero: inf
loss.backward()
try:
    nn.utils.clip_grad_norm_(
        model.parameters(), 1.0, error_if_nonfinite=True
    )
except RuntimeError as e:
    print("RuntimeError:", e)
