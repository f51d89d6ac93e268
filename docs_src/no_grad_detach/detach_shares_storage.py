import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

shared = w.detach()             # same storage as w
copy = w.detach().clone()       # its own storage

print("shared uses w's storage:", shared.data_ptr() == w.data_ptr())
print("copy uses w's storage:  ", copy.data_ptr() == w.data_ptr())

# in-place change through the detached tensor
shared[0] = 100.0
copy.zero_()                    # in-place change on the independent copy

print("w      =", w)
print("shared =", shared)
print("copy   =", copy)
