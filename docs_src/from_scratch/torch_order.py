# --8<-- [start:example]
import torch

a = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
c = a * 3.0
cc = c * c
y = c + cc

labels = {y.grad_fn: "y = c + cc", cc.grad_fn: "cc = c * c",
          c.grad_fn: "c = a * 3", c.grad_fn.next_functions[0][0]: "a"}
ran = []
for node, label in labels.items():  # a pre-hook runs just before its node
    node.register_prehook(lambda grads, label=label: ran.append(label))

y.backward()
for label in ran:
    print("ran:", label)
print(f"a.grad = {a.grad.item():.6f}")
# --8<-- [end:example]

