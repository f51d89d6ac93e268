import torch

z = torch.tensor([1.0 + 2.0j], requires_grad=True)
(z.abs() ** 2).sum().backward()
print("|z|^2:  z.grad        =", z.grad)

z.grad = None
f = 2 * z**2
f.backward(torch.ones_like(f))
print("2z^2:   z.grad        =", z.grad)
print("        f'(z) = 4z    =", 4 * z.detach())
print("        z.grad.conj() =", z.grad.conj())
