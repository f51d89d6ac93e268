import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5))
x = torch.ones(4, 4)


def show(label: str, out: torch.Tensor) -> None:
    zeros = int((out == 0).sum())
    print(
        f"{label:<28} training = {model.training!s:<5} | requires_grad = "
        f"{out.requires_grad!s:<5}"
        f" | is_inference = {out.is_inference()!s:<5} | zeros = {zeros}"
    )


model.train()
with torch.inference_mode():
    show("train() + inference_mode:", model(x))    # dropout still drops

model.eval()
show("eval() alone:", model(x))                    # graph still recorded
with torch.inference_mode():
    show("eval() + inference_mode:", model(x))
with torch.no_grad():
    show("eval() + no_grad:", model(x))
