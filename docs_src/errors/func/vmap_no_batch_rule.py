import warnings

import torch
from torch.func import vmap

x = torch.tensor([[0.1, 0.4, 0.6], [0.2, 0.3, 0.9]])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    counts = vmap(lambda row: torch.histc(row, bins=2, min=0, max=1))(x)
print("counts:", counts)
for w in caught:
    text = str(w.message)             # may end with a path inside torch
    print(f"{w.category.__name__}:", text.split(" (Triggered")[0])
