import warnings

import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
events = []


def forward_hook(
    module: nn.Module, inputs: tuple, output: torch.Tensor
) -> None:
    events.append(
        f"forward  {type(module).__name__:6} output {tuple(output.shape)}"
    )


def backward_hook(
    module: nn.Module, grad_input: tuple, grad_output: tuple
) -> None:
    shapes = [None if g is None else tuple(g.shape) for g in grad_input]
    events.append(
        f"backward {type(module).__name__:6}"
        f" grad_output {tuple(grad_output[0].shape)}"
        f" grad_input {shapes}"
    )


handles = []
for layer in model:
    handles.append(layer.register_forward_hook(forward_hook))
    handles.append(layer.register_full_backward_hook(backward_hook))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    model(torch.randn(2, 3)).sum().backward()
print("\n".join(events))
# the first layer's inputs need no gradient: PyTorch says so
for warning in caught:
    print("warning:", str(warning.message).split(" See ")[0])
for handle in handles:
    handle.remove()
