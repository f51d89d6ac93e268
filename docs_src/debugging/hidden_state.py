import torch

torch.manual_seed(0)
w = torch.tensor(0.5, requires_grad=True)
inputs = torch.randn(3)


def train(detach_state: bool) -> None:
    h = torch.zeros(())
    for step, x in enumerate(inputs):
        if detach_state:
            # cut the history of earlier steps
            h = h.detach()
        h = torch.tanh(w * h + x)
        loss = (h - 1.0) ** 2
        try:
            loss.backward()
        except RuntimeError as e:
            print(f"  step {step}: RuntimeError:", e)
            return
        print(f"  step {step}: ok")


print("without detach:")
train(detach_state=False)
print("with detach:")
train(detach_state=True)
