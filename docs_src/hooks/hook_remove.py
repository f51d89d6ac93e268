import torch

w = torch.tensor(2.0, requires_grad=True)
calls = []
handle = w.register_hook(lambda grad: calls.append(grad.item()))

(w * 3).backward()
print("after 1st backward: calls =", calls, "| w.grad =", w.grad.item())
handle.remove()
(w * 3).backward()
print("after remove():     calls =", calls, "| w.grad =", w.grad.item())
