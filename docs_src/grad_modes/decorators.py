import torch

w = torch.tensor(2.0, requires_grad=True)


@torch.no_grad()
def predict(x: torch.Tensor) -> torch.Tensor:
    print(
        "  inside predict():      grad enabled =", torch.is_grad_enabled()
    )
    return w * x


@torch.enable_grad()
def tracked_step(x: torch.Tensor) -> torch.Tensor:
    print(
        "  inside tracked_step(): grad enabled =", torch.is_grad_enabled()
    )
    return w * x


x = torch.tensor(3.0)
p = predict(x)
print("predict(x).requires_grad =", p.requires_grad)
print("grad enabled after predict() =", torch.is_grad_enabled())

with torch.no_grad():
    t = tracked_step(x)
    print(
        "grad enabled back in the no_grad block =", torch.is_grad_enabled()
    )
print("tracked_step(x).requires_grad =", t.requires_grad)


# the flag is fixed when the function is defined
@torch.set_grad_enabled(False)
def frozen_step(x: torch.Tensor) -> torch.Tensor:
    return w * x


print("frozen_step(x).requires_grad =", frozen_step(x).requires_grad,
      "| grad enabled outside =", torch.is_grad_enabled())


@torch.inference_mode()
def embed(x: torch.Tensor) -> torch.Tensor:
    return w * x


e = embed(x)
print(
    "embed(x).is_inference() =",
    e.is_inference(),
    "| inference mode after embed() =",
    torch.is_inference_mode_enabled(),
)
