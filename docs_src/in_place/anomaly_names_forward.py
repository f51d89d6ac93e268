import warnings

import torch

x = torch.tensor([0.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.set_detect_anomaly(True):
        s = torch.sigmoid(x)
        h = s * 3
        s.mul_(2)
        try:
            h.sum().backward()
        except RuntimeError as e:
            print("RuntimeError:", e)

# The warning holds a traceback with file paths; print the stable lines
# only.
for warning in caught:
    lines = str(warning.message).splitlines()
    print("warning:", lines[0])
    code = [
        line.strip()
        for line in lines[1:]
        if not line.strip().startswith(("File", "("))
    ]
    print("forward line:", code[-1])
