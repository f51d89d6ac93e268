import torch
import torch.nn as nn

calls = []


def build(inplace: bool) -> nn.Sequential:
    torch.manual_seed(0)
    model = nn.Sequential(
        nn.Linear(3, 4), nn.ReLU(inplace=inplace), nn.Linear(4, 1)
    )
    model[1].register_full_backward_hook(
        lambda module, grad_input, grad_output: calls.append(inplace)
    )
    return model


try:
    build(inplace=True)(torch.randn(2, 3)).sum().backward()
except RuntimeError as e:
    # the first sentence of a long message
    print("RuntimeError:", str(e).split(". ")[0])
print("hook calls with ReLU(inplace=True): ", calls.count(True))

build(inplace=False)(torch.randn(2, 3)).sum().backward()
print("hook calls with ReLU(inplace=False):", calls.count(False))
