import torch
from torch.utils.checkpoint import create_selective_checkpoint_contexts

try:
    create_selective_checkpoint_contexts([torch.mm])  # a Python function
except ValueError as e:
    # the rest of the message names the object by its memory address
    print("ValueError:", str(e).split(" <")[0])
