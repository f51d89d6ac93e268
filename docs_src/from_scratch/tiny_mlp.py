import torch

# 2 inputs -> 3 tanh units -> 1 output; fixed numbers, no randomness
W1 = [[0.5, -0.4], [0.3, 0.8], [-0.6, 0.2]]
B1 = [0.1, -0.1, 0.0]
W2 = [0.7, -0.5, 0.4]
B2 = 0.05
X = [[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]]
T = [0.0, 1.0, 1.0, 0.0]
LR, STEPS = 0.5, 5

# the engine: one Value per weight
w1 = [[Value(v) for v in row] for row in W1]
b1 = [Value(v) for v in B1]
w2 = [Value(v) for v in W2]
b2 = Value(B2)
params = [v for row in w1 for v in row] + b1 + w2 + [b2]


def forward(x):
    h = [(w[0] * x[0] + w[1] * x[1] + b).tanh() for w, b in zip(w1, b1)]
    return sum((v * hj for v, hj in zip(w2, h)), b2)


# PyTorch: the same numbers as tensors
dt = torch.float64
w1_t = torch.tensor(W1, dtype=dt, requires_grad=True)
b1_t = torch.tensor(B1, dtype=dt, requires_grad=True)
w2_t = torch.tensor(W2, dtype=dt, requires_grad=True)
b2_t = torch.tensor(B2, dtype=dt, requires_grad=True)
x_t, t_t = torch.tensor(X, dtype=dt), torch.tensor(T, dtype=dt)

print("step   engine loss   torch loss")
for step in range(STEPS):
    loss = sum(((forward(x) - t) ** 2 for x, t in zip(X, T)), Value(0.0))
    loss = loss * (1 / len(X))  # the mean
    for p in params:
        p.grad = 0.0
    loss.backward()
    for p in params:
        p.data -= LR * p.grad

    h_t = torch.tanh(x_t @ w1_t.T + b1_t)
    loss_t = ((h_t @ w2_t + b2_t - t_t) ** 2).mean()
    loss_t.backward()
    with torch.no_grad():
        for p in (w1_t, b1_t, w2_t, b2_t):
            p -= LR * p.grad
            p.grad = None

    print(f"{step:4}   {loss.data:11.6f}  {loss_t.item():11.6f}")
