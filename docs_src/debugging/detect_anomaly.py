import warnings

import torch

x = torch.tensor([0.0, 4.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        with torch.autograd.detect_anomaly():
            y = torch.where(x > 0, torch.sqrt(x), torch.zeros_like(x))
            y.sum().backward()
        print("backward finished, x.grad =", x.grad)
    except RuntimeError as e:
        print("RuntimeError:", e)

for warning in caught:
    lines = str(warning.message).splitlines()
    print("warning:", lines[0])
    # the traceback of the forward call: its last source line is the culprit
    source_lines = [
        line.strip() for line in lines[1:] if line.startswith("    ")
    ]
    if source_lines:
        print("forward line:", source_lines[-1])
