import weakref

import torch


def make_hook(activations: torch.Tensor):
    def hook(grad: torch.Tensor) -> None:
        # a closure over activations
        print("hook: activations shape", tuple(activations.shape))
    return hook


w = torch.tensor([1.0, 2.0], requires_grad=True)
activations = torch.zeros(1000, 1000)      # 4 MB
alive = weakref.ref(activations)

handle = w.register_hook(make_hook(activations))
del activations                            # our own name is gone...
print("after del:      activations alive =", alive() is not None)
(w * 2).sum().backward()
# ...the hook held the last reference
handle.remove()
print("after remove(): activations alive =", alive() is not None)
