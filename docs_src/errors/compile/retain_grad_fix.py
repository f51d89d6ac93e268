import torch
import torch._dynamo


def forward(x: torch.Tensor) -> torch.Tensor:
    return x * 2  # return the intermediate


torch._dynamo.reset()
try:
    x = torch.ones(2, requires_grad=True)
    compiled = torch.compile(forward, backend="aot_eager", fullgraph=True)
    h = compiled(x)
    h.retain_grad()  # outside the compiled region
    (h * h).sum().backward()  # the loss is computed from h out here
    print("h.grad:", h.grad)
finally:
    torch._dynamo.reset()
