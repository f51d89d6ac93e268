import gc
import weakref

import torch


class ExpOnCtx(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x.exp()

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.out = output  # output -> grad_fn (ctx) -> output: a cycle

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.out


class ExpSavedOutput(ExpOnCtx):
    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)  # no cycle

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.saved_tensors[0]


gc.disable()  # reference counting alone, as between two gc runs
try:
    for fn in (ExpOnCtx, ExpSavedOutput):
        y = fn.apply(torch.ones(3, requires_grad=True))
        output = weakref.ref(y)
        del y
        after_del = output() is not None
        gc.collect()
        print(f"{fn.__name__:14}: alive after del = {after_del}"
              f" | after gc.collect() = {output() is not None}")
finally:
    gc.enable()
