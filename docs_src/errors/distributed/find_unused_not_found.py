import pathlib

import torch

# DDP's C++ reducer prints this warning once per process, straight to
# stderr and with a timestamp; the text is read from the library.
lib = pathlib.Path(torch.__file__).parent / "lib" / "libtorch_cpu.so"
needle = (
    "find_unused_parameters=True was specified in DDP constructor,"
    " but did not find any unused parameters in the forward pass."
)
found = needle.encode() in lib.read_bytes()
print("Warning:", needle if found else "not in this torch")
