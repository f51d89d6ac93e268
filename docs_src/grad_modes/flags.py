import torch

w = torch.tensor(2.0, requires_grad=True)


def report(label: str) -> None:
    y = w * 3
    print(f"{label:<26} grad enabled = {torch.is_grad_enabled()!s:<5} | "
          f"inference = {torch.is_inference_mode_enabled()!s:<5} | "
          f"y.requires_grad = {y.requires_grad}")


report("default:")
with torch.no_grad():
    report("no_grad:")
    with torch.enable_grad():
        report("no_grad > enable_grad:")
with torch.set_grad_enabled(False):
    report("set_grad_enabled(False):")
with torch.inference_mode():
    report("inference_mode:")
report("after the blocks:")
