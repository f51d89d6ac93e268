import warnings

import torch
from torch.autograd import gradcheck
from torch.autograd.gradcheck import GradcheckError

# torch.exp: a built-in whose backward is certainly right
dtypes = (torch.float32, torch.complex64, torch.float64, torch.complex128)
for dtype in dtypes:
    x = torch.tensor([-1.0, 0.0, 2.0], dtype=dtype, requires_grad=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = gradcheck(torch.exp, (x,))
        except GradcheckError as e:
            result = "GradcheckError: " + str(e).splitlines()[0]
    print(f"{str(dtype)[6:]:10}: {result}")
    for warning in caught:
        message = str(warning.message).strip()
        print(f"  {warning.category.__name__}: {message}")
