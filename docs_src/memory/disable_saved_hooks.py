import torch
from torch.autograd.graph import (
    disable_saved_tensors_hooks,
    save_on_cpu,
    saved_tensors_hooks,
)

message = "this code keeps its saved tensors where they are"


def identity(t: torch.Tensor) -> torch.Tensor:
    return t


# inside the block, installing any saved tensors hooks
# raises with our message
with disable_saved_tensors_hooks(message):
    for name, hooks in [
        ("save_on_cpu", save_on_cpu),
        (
            "saved_tensors_hooks",
            lambda: saved_tensors_hooks(identity, identity),
        ),
    ]:
        try:
            with hooks():
                pass
        except RuntimeError as e:
            print(f"{name:19} inside : RuntimeError: {e}")

# the other way round: hooks already active when the block is entered
with save_on_cpu():
    try:
        with disable_saved_tensors_hooks(message):
            pass
    except RuntimeError as e:
        print("disable under save_on_cpu: RuntimeError:", e)

# after the block, hooks work again
with saved_tensors_hooks(identity, identity):
    print("after the block: hooks allowed again")
