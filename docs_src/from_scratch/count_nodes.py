import torch

# a dot product of 100 numbers: one Value per number and per step
ws = [Value(1.0) for _ in range(100)]
xs = [Value(0.01 * i) for i in range(100)]
y = Value(0.0)
for w, x in zip(ws, xs):
    y = y + w * x
y.backward()

w_t = torch.ones(100, dtype=torch.float64, requires_grad=True)
x_t = torch.arange(100, dtype=torch.float64) * 0.01
y_t = (w_t * x_t).sum()  # one node per operation here
y_t.backward()


def count_nodes(node):
    seen, stack = set(), [node]
    while stack:
        node = stack.pop()
        if node is not None and node not in seen:
            seen.add(node)
            stack.extend(fn for fn, _ in node.next_functions)
    return len(seen)


print("engine nodes:", len(y.topological_order()))
print("torch nodes :", count_nodes(y_t.grad_fn))
print(f"w[37].grad  : engine {ws[37].grad:.6f}, "
      f"torch {w_t.grad[37].item():.6f}")

# einsum is built from other operations and records their nodes
y_e = torch.einsum("i,i->", w_t, x_t)
print("torch nodes, einsum:", count_nodes(y_e.grad_fn))
