# --8<-- [start:setup]
import torch

a = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
c = a * 3.0
cc = c * c
y = c + cc
# --8<-- [end:setup]
# --8<-- [start:count]
# every (node, input number) pair in next_functions is one edge
edges = y.grad_fn.next_functions + cc.grad_fn.next_functions
print("edges into c's node:", sum(n is c.grad_fn for n, _ in edges))
print("from cc = c * c    :",
      sum(n is c.grad_fn for n, _ in cc.grad_fn.next_functions))
# --8<-- [end:count]
