import weakref

import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)


def build() -> tuple[torch.Tensor, weakref.ref]:
    h = x.sin()                  # an intermediate tensor
    out = (h * h).sum()          # MulBackward0 saves h (twice)
    return out, weakref.ref(h)   # our own reference to h ends here


out, h_ref = build()
print("h alive while the graph exists: ", h_ref() is not None)
out.backward()
print("h alive after backward:         ", h_ref() is not None)

out, h_ref = build()
# no backward: dropping the output frees the graph
del out
print("h alive after `del out`:        ", h_ref() is not None)
