import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)

with torch.no_grad():
    a = w * 3
with torch.inference_mode():
    b = w * 3
    print(
        "inside:  is_inference_mode_enabled() =",
        torch.is_inference_mode_enabled(),
    )
print(
    "outside: is_inference_mode_enabled() =",
    torch.is_inference_mode_enabled(),
)

print(
    "no_grad:        requires_grad =",
    a.requires_grad,
    "| is_inference() =",
    a.is_inference(),
)
print(
    "inference_mode: requires_grad =",
    b.requires_grad,
    "| is_inference() =",
    b.is_inference(),
)
print("w.is_inference() =", w.is_inference(), "(made before the block)")

print(
    "views: a[:1]._is_view() =",
    a[:1]._is_view(),
    "| b[:1]._is_view() =",
    b[:1]._is_view(),
)
print("a._version =", a._version)
try:
    print("b._version =", b._version)
except RuntimeError as e:
    print("RuntimeError:", e)

# normal tensors stay normal inside the block:
# a view of one, and an in-place write to one
with torch.inference_mode():
    a_view = a[:1]
    a.add_(1)
print(
    "in the block: a[:1].is_inference() =",
    a_view.is_inference(),
    "| a._version =",
    a._version,
)
