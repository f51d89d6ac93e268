import torch
from torch import nn
from torch.nn.modules.module import (
    register_module_backward_hook, register_module_full_backward_hook)

h1 = register_module_full_backward_hook(lambda m, gi, go: None)
try:
    register_module_backward_hook(lambda m, gi, go: None)
except RuntimeError as e:
    print("RuntimeError:", e)
finally:
    h1.remove()
