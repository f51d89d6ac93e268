import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        with torch.autograd.detect_anomaly():
            x = torch.tensor([0.0, 1.0], requires_grad=True)
            y = x.exp()
            y.add_(1)
            y.sum().backward()
    except RuntimeError as e:
        print("RuntimeError:", e)
text = str(caught[-1].message).split(" (Triggered")[0].rstrip()
print(text.splitlines()[0])
print("forward line:", text.splitlines()[-1].strip())
