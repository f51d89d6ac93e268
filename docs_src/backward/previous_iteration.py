import torch

inputs = torch.tensor([1.0, 2.0, 3.0])
w = torch.tensor(0.5, requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.1)

h = torch.tensor(0.0)  # hidden state, carried from one step to the next
for step in range(3):
    optimizer.zero_grad()
    # h still hangs on last step's graph
    h = torch.tanh(w * h + inputs[step])
    loss = (h - 0.5) ** 2
    try:
        loss.backward()
    except RuntimeError as e:
        print(f"step {step}: RuntimeError:", str(e).split(" (")[0])
        break
    optimizer.step()
    print(f"step {step}: loss {loss.item():.4f}")
