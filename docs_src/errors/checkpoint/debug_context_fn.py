from functools import partial

import torch
import torch.utils.checkpoint as cp

save_mm = partial(
    cp.create_selective_checkpoint_contexts, [torch.ops.aten.mm.default]
)
x = torch.ones(2, 2, requires_grad=True)
try:
    cp.checkpoint(
        torch.mm, x, x, use_reentrant=False, context_fn=save_mm, debug=True
    )
except ValueError as e:
    print("ValueError:", e)
