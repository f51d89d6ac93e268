import time

import torch
from torch.autograd import Function
from torch.profiler import ProfilerActivity, profile


class SlowSquare(Function):
    """x * x, with a backward that wastes 50 ms (as a Python loop would)."""

    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        time.sleep(0.05)
        return grad * 2 * x


w = torch.randn(10, 10, requires_grad=True)
x = torch.randn(10)
loss = SlowSquare.apply(w @ x).tanh().sum()
with profile(activities=[ProfilerActivity.CPU]) as prof:
    loss.backward()  # only the backward pass is profiled

# the engine records one range per node it runs, named after the node
prefix = "autograd::engine::evaluate_function: "
times = {
    event.key.removeprefix(prefix): event.cpu_time_total  # microseconds
    for event in prof.key_averages()
    if event.key.startswith(prefix)
}
print("nodes timed:", sorted(times))
slowest = max(times, key=times.get, default=None)
share = times[slowest] / sum(times.values()) if times else 0.0
print(f"slowest: {slowest} | more than half of the time: {share > 0.5}")
