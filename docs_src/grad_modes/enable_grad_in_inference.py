import torch

w = torch.tensor(2.0, requires_grad=True)

with torch.inference_mode():
    with torch.enable_grad():
        y = w * 3
        print(
            "enable_grad inside inference_mode: grad enabled =",
            torch.is_grad_enabled(),
            "| y.requires_grad =",
            y.requires_grad,
            "| y.is_inference() =",
            y.is_inference(),
        )
    with torch.inference_mode(False):
        z = w * 3
        print(
            "inference_mode(False) inside it:   grad enabled =",
            torch.is_grad_enabled(),
            "| z.requires_grad =",
            z.requires_grad,
            "| z.is_inference() =",
            z.is_inference(),
        )
