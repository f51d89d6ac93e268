import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
z = (x.exp() * x).sum()
mul = z.grad_fn.next_functions[0][0]

z.backward(retain_graph=True)        # the saved tensors stay
print("after backward(retain_graph=True):", mul._saved_other)
z.backward()                         # the last pass may free them
print("x.grad after two passes =", x.grad)
