import io
import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
y.register_hook(lambda grad: grad)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.save(y, io.BytesIO())
for w in caught:
    text = str(w.message)              # starts with the hook's repr
    print(f"{w.category.__name__}: ...", text[text.index("on tensor"):])
