import pathlib

import torch

# Only a machine with a GPU can put two tensors on two devices.
# The text is read from the installed library instead.
lib = pathlib.Path(torch.__file__).parent / "lib" / "libtorch_cpu.so"
needle = (
    "Expected all tensors to be on the same device,"
    " but found at least two devices"
)
found = needle.encode() in lib.read_bytes()
print("RuntimeError:", needle if found else "not in this torch")
