import torch

x = torch.tensor(4.0, requires_grad=True)
y = x ** 3
# d1 = 3 * x^2, recorded
(d1,) = torch.autograd.grad(y, x, create_graph=True)

print("y  =", y.item(), "| grad_fn =", type(y.grad_fn).__name__)
print("d1 =", d1.item(), "| grad_fn =", type(d1.grad_fn).__name__)

# walk back from d1 to the leaf, skipping inputs that are not tracked (None)
chain, node = [], d1.grad_fn
while node is not None:
    chain.append(type(node).__name__)
    node = next(
        (fn for fn, _ in node.next_functions if fn is not None), None
    )
print("d1 back to x:", " <- ".join(chain))
