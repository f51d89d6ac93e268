import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 1)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


model = Model()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
print("parameters:", sum(p.numel() for p in model.parameters()))
