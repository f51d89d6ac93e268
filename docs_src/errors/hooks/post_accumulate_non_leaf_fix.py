import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
w.register_post_accumulate_grad_hook(lambda t: print("w.grad:", t.grad))
h = w * 2
h.sum().backward()
