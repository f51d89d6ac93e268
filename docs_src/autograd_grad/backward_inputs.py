import torch

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(3.0, requires_grad=True)

(a * b).backward(inputs=[a])  # only a's .grad is written
print("a.grad =", a.grad, "| b.grad =", b.grad)

h = a * b  # h = 6, not a leaf
(h**2).backward(inputs=[h])  # a non-leaf in inputs gets its .grad too
print("h.grad =", h.grad, "| a.grad still", a.grad)

(a * b).backward(inputs=[a])  # .grad accumulates, as with any backward()
print("a.grad after a second backward(inputs=[a]) =", a.grad)

g = a * b
g.retain_grad()  # on the path to b: filled as well
(g * 2).backward(inputs=[b])
print("g.grad =", g.grad, "| b.grad =", b.grad)

k = a * 2
k.retain_grad()  # not on the path from the output to b: left alone
(k * b).backward(inputs=[b])
print("k.grad =", k.grad, "| b.grad =", b.grad)

try:
    (a * b).backward(inputs=[])
except RuntimeError as e:
    print("RuntimeError:", e)
