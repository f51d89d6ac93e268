import warnings

import torch
from torch.func import jvp, linearize

calls = 0


def f(x: torch.Tensor) -> torch.Tensor:
    global calls
    calls += 1
    return torch.stack([x[0] * x[1], x[1] + x[2] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
basis = torch.eye(3)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out, jvp_fn = linearize(f, x)  # runs f, then traces J v as a graph
# what a terminal shows: UserWarnings, each message once
for message in {str(w.message).split("!")[0]
                for w in caught if w.category is UserWarning}:
    print("UserWarning:", message)
print("f(x) =", out, "| f calls after linearize:", calls)
columns = [jvp_fn(v) for v in basis]
print("J v for e0, e1, e2:", [c.tolist() for c in columns])
print("f calls after three jvp_fn calls:", calls)

calls = 0
same = [jvp(f, (x,), (v,))[1] for v in basis]
print("three torch.func.jvp calls: f calls:", calls,
      "| same columns:", all(map(torch.equal, columns, same)))
