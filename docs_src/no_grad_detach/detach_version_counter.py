import torch

# through detach(): the write is counted, and the pending backward() refuses
# to run
w = torch.tensor(1.0, requires_grad=True)
y = w ** 2                      # saves w: dy/dw = 2w
w.detach().mul_(100)            # w is now 100
try:
    y.backward()
except RuntimeError as e:
    print("detach():  RuntimeError:", str(e).split(": [")[0])

# through .data: the write is not counted, and the gradient comes out wrong
w = torch.tensor(1.0, requires_grad=True)
y = w ** 2
w.data.mul_(100)
y.backward()
print(".data:     w.grad =", w.grad.item(), "(2.0 was right at w = 1)")

# through a NumPy array: not counted either
w = torch.tensor([1.0], requires_grad=True)
y = (w ** 2).sum()
w.detach().numpy()[0] = 100.0
y.backward()
print(".numpy():  w.grad =", w.grad[0].item(), "(2.0 was right at w = 1)")
