import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        with torch.autograd.detect_anomaly():
            x = torch.tensor([-1.0], requires_grad=True)
            x.sqrt().sum().backward()
    except RuntimeError as e:
        print("RuntimeError:", e)
for w in caught:  # first line only: the rest holds file paths
    print(f"{w.category.__name__}: {str(w.message).splitlines()[0]}")
