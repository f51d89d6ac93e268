import warnings

import torch
from torch.autograd import Variable

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    v = Variable(torch.ones(2), volatile=True)  # pre-0.4 inference
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
