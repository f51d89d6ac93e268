import torch

w = torch.tensor(2.0, requires_grad=True)
loss = (w * 3 - 3) ** 2
loss.backward()
print("w.grad =", w.grad)

lr = 0.01
with torch.no_grad():
    w -= lr * w.grad        # in-place update, not recorded
w.grad.zero_()

print("w =", w)
print("w.is_leaf =", w.is_leaf, "| w.grad_fn =", w.grad_fn)
