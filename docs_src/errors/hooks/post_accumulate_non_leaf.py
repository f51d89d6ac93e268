import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 2                             # not a leaf: it has a grad_fn
try:
    h.register_post_accumulate_grad_hook(lambda t: print(t.grad))
except RuntimeError as e:
    print("RuntimeError:", e)
