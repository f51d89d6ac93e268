import warnings

import torch
from torch.autograd import gradcheck

x = torch.tensor([1.0, 2.0], requires_grad=True)     # float32
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        gradcheck(torch.sin, (x,))
    except RuntimeError as e:
        print("GradcheckError:", str(e).splitlines()[0])
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
