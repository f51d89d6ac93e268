import warnings

import torch

x = torch.tensor([-1.0], requires_grad=True)
y = x.sqrt()  # forward ran without anomaly detection
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        with torch.autograd.detect_anomaly():
            y.sum().backward()
    except RuntimeError as e:
        print("RuntimeError:", e)
for w in caught[1:]:  # caught[0] is the "has been enabled" notice
    text = str(w.message).split(" (Triggered")[0]
    print(f"{w.category.__name__}: {text}")
