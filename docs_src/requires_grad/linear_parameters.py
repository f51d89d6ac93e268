import torch
import torch.nn as nn

torch.manual_seed(0)

layer = nn.Linear(3, 2)

for name, p in layer.named_parameters():
    print(
        f"{name:6} shape={tuple(p.shape)} "
        f"is Parameter={isinstance(p, nn.Parameter)} "
        f"requires_grad={p.requires_grad} is_leaf={p.is_leaf}"
    )

inputs = torch.randn(4, 3)  # data
labels = torch.tensor([0, 1, 1, 0])  # labels
print("inputs.requires_grad =", inputs.requires_grad)
print("labels.requires_grad =", labels.requires_grad)

out = layer(inputs)
print(
    "out.requires_grad    =",
    out.requires_grad,
    "| out.grad_fn =",
    type(out.grad_fn).__name__,
)
print(
    "out.grad_fn._saved_mat1 is inputs =", out.grad_fn._saved_mat1 is inputs
)

predicted = out.argmax(dim=1)  # class indices: no derivative
print("predicted.requires_grad =", predicted.requires_grad)
accuracy = (predicted == labels).float().mean()
try:
    accuracy.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
