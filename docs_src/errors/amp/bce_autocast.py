import pathlib

import torch

# On CUDA, binary_cross_entropy inside autocast raises this error.
# CPU autocast has no such rule, so the text is read from the library.
lib = pathlib.Path(torch.__file__).parent / "lib" / "libtorch_cpu.so"
needle = (
    "torch.nn.functional.binary_cross_entropy and torch.nn.BCELoss"
    " are unsafe to autocast."
)
found = needle.encode() in lib.read_bytes()
print("RuntimeError:", needle if found else "not in this torch")
