import torch

phase_is_train = 1  # an int, e.g. read from a config file
try:
    torch.set_grad_enabled(phase_is_train)
except TypeError as e:
    print("TypeError:", e)
