from collections import deque

import torch


def breadth_first(root):  # nearest nodes first: NOT a topological order
    order, seen, queue = [], {root}, deque([root])
    while queue:
        node = queue.popleft()
        order.append(node)
        for parent in node.parents:
            if parent not in seen:
                seen.add(parent)
                queue.append(parent)
    return order


def backward_in(order, root):
    root.grad = 1.0
    for node in order:
        for parent, local in zip(node.parents, node.local_grads):
            parent.grad += local * node.grad


# y = c + c * c with c = 3a: dy/da = 3 * (1 + 2c)
a = Value(0.5)
c = a * 3.0
y = c + c * c
backward_in(breadth_first(y), y)
bfs_grad = a.grad

a = Value(0.5)
c = a * 3.0
y = c + c * c
y.backward()  # reversed topological order

a_t = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
c_t = a_t * 3.0
(c_t + c_t * c_t).backward()

print(f"breadth-first order: a.grad = {bfs_grad:10.6f}")
print(f"topological order  : a.grad = {a.grad:10.6f}")
print(f"torch              : a.grad = {a_t.grad.item():10.6f}")
