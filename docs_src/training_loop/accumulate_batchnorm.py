import torch
import torch.nn as nn

torch.manual_seed(0)
x, y = torch.randn(8, 3), torch.randn(8, 1)


def run(micro_batches: int) -> nn.Sequential:
    torch.manual_seed(1)
    model = nn.Sequential(
        nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Linear(4, 1)
    )
    for xs, ys in zip(
        x.chunk(micro_batches), y.chunk(micro_batches), strict=True
    ):
        loss = nn.functional.mse_loss(model(xs), ys) / micro_batches
        loss.backward()
    return model


big, acc = run(1), run(4)
print(
    "same grad as the big batch:",
    torch.allclose(acc[0].weight.grad, big[0].weight.grad),
)
print(
    "same running_mean:         ",
    torch.allclose(acc[1].running_mean, big[1].running_mean),
)
print(
    "num_batches_tracked:       ",
    big[1].num_batches_tracked.item(),
    "vs",
    acc[1].num_batches_tracked.item(),
)
