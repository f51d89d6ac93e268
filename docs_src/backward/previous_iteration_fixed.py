import torch

inputs = torch.tensor([1.0, 2.0, 3.0])


def run(fix):
    w = torch.tensor(0.5, requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=0.1)
    h = torch.tensor(0.0)
    for step in range(3):
        optimizer.zero_grad()
        if fix == "detach":
            h = h.detach()  # keep the value, drop last step's graph
        h = torch.tanh(w * h + inputs[step])
        loss = (h - 0.5) ** 2
        try:
            loss.backward(retain_graph=fix == "retain_graph")
        except RuntimeError as e:
            print(f"  step {step}: RuntimeError:", str(e).split(": [")[0])
            return
        optimizer.step()
        print(f"  step {step}: loss {loss.item():.4f}")


for fix in ["retain_graph", "detach"]:
    print(fix)
    run(fix)
