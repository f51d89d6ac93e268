import warnings

import torch

torch.autograd.set_detect_anomaly(True)
print("anomaly enabled:", torch.is_anomaly_enabled())

# log(0) = -inf in the forward; its gradient 1/0 = inf: not NaN, so no error
x = torch.tensor([0.0, 1.0], requires_grad=True)
torch.log(x).sum().backward()
print("log(x):     x.grad =", x.grad)

# the same log, multiplied by zero: LogBackward0 now computes 0 / 0 = NaN
x.grad = None
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        (torch.log(x) * 0).sum().backward()
        print("log(x) * 0: x.grad =", x.grad)
    except RuntimeError as e:
        print("RuntimeError:", e)
print("warning:", str(caught[0].message).splitlines()[0])

torch.autograd.set_detect_anomaly(False)
print("anomaly enabled:", torch.is_anomaly_enabled())
