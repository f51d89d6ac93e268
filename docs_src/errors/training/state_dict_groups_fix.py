import torch
import torch.nn as nn


def make_optimizer(model: nn.Module) -> torch.optim.Optimizer:
    # one function builds the optimizer when saving and when loading
    return torch.optim.SGD(
        [{"params": [model.weight]}, {"params": [model.bias], "lr": 0.01}],
        lr=0.1,
    )


model = nn.Linear(2, 1)
saved = make_optimizer(model).state_dict()
opt = make_optimizer(model)
opt.load_state_dict(saved)
print("groups:", len(opt.param_groups))
