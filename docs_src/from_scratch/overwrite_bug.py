import torch


def backward_overwrite(root):  # Value.backward with = instead of +=
    root.grad = 1.0
    for node in reversed(root.topological_order()):
        for parent, local in zip(node.parents, node.local_grads):
            parent.grad = local * node.grad  # BUG: forgets earlier paths


a, b = Value(2.0), Value(-3.0)
backward_overwrite(a * b + a)

a_t = torch.tensor(2.0, dtype=torch.float64, requires_grad=True)
b_t = torch.tensor(-3.0, dtype=torch.float64, requires_grad=True)
(a_t * b_t + a_t).backward()

print("          with =     torch")
print(f"a.grad {a.grad:10.6f}{a_t.grad.item():10.6f}")
print(f"b.grad {b.grad:10.6f}{b_t.grad.item():10.6f}")
