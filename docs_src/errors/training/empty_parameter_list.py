import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = [nn.Linear(2, 2), nn.Linear(2, 1)]  # a plain list

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


model = Model()
try:
    torch.optim.SGD(model.parameters(), lr=0.1)
except ValueError as e:
    print("ValueError:", e)
