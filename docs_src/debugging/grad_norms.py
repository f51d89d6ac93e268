import torch
import torch.nn as nn

torch.manual_seed(0)


def deep_model(activation: type[nn.Module], gain: float) -> nn.Sequential:
    layers = []
    for _ in range(6):
        linear = nn.Linear(32, 32)
        with torch.no_grad():
            # scale the default initialisation
            linear.weight.mul_(gain)
        layers += [linear, activation()]
    return nn.Sequential(*layers)


def report(label: str, model: nn.Sequential) -> None:
    loss = model(torch.randn(64, 32)).pow(2).mean()
    loss.backward()
    norms = [
        f"{p.grad.norm():.0e}"
        for name, p in model.named_parameters()
        if name.endswith("weight")
    ]
    print(f"{label:17}", "  ".join(norms), f"| loss {loss.item():.0e}")


print("weight grad norm, layer 1 ... 6")
report("sigmoid, gain 1:", deep_model(nn.Sigmoid, gain=1.0))
report("tanh, gain 2:", deep_model(nn.Tanh, gain=2.0))
exploding = deep_model(nn.Identity, gain=4.0)
report("identity, gain 4:", exploding)

total = nn.utils.clip_grad_norm_(exploding.parameters(), max_norm=1.0)
after = torch.linalg.vector_norm(
    torch.stack([p.grad.norm() for p in exploding.parameters()])
)
print(f"clip_grad_norm_: total norm before {total:.0e}, after {after:.2f}")
