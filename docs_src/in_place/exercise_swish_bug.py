import torch


def swish(x: torch.Tensor) -> torch.Tensor:
    s = torch.sigmoid(x)
    s *= x                      # saves one multiplication's memory...
    return s


x = torch.tensor([0.0, 2.0], requires_grad=True)
y = swish(x)
print("y =", y)
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(" Hint:")[0])
