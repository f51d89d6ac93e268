import torch
from torch.autograd.graph import save_on_cpu

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

with save_on_cpu():
    y = x * 2
    z = (y * y).sum()
z.backward()
print("x.grad with save_on_cpu =", x.grad)

# What its pack hook stores for one tensor: where it came from, and a CPU
# tensor
hooks = save_on_cpu()
device, stored = hooks.pack_hook(y)
print("pack_hook(y) ->", device, "|", stored.device)
print(
    "same storage as y (y already on the CPU):",
    stored.data_ptr() == y.data_ptr(),
)
