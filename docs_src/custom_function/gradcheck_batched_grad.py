import torch
from torch.autograd import Function, gradcheck
from torch.autograd.gradcheck import GradcheckError


class ExpLoop(Function):
    @staticmethod
    def forward(x):
        return x.exp()

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        result = torch.empty_like(y)
        for i in range(y.numel()):         # fills a new tensor in place
            result[i] = grad[i] * y[i]
        return result


class Exp(ExpLoop):
    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        return grad * y                    # out of place


x = torch.tensor([-1.0, 0.0, 2.0], dtype=torch.float64, requires_grad=True)
for fn in (ExpLoop, Exp):
    print(f"{fn.__name__}: gradcheck = {gradcheck(fn.apply, (x,))}")
    try:
        result = gradcheck(fn.apply, (x,), check_batched_grad=True)
    except GradcheckError as e:
        result = "GradcheckError: " + str(e).split(". ")[0]
    print("  check_batched_grad=True:", result)
    try:                                   # three vector-Jacobian
        (rows,) = torch.autograd.grad(     # products in one call
            fn.apply(x), x, torch.eye(3), is_grads_batched=True
        )
        print("  is_grads_batched=True: diagonal", rows.diagonal())
    except RuntimeError as e:
        print("  is_grads_batched=True: RuntimeError:",
              str(e).split(". ")[0])
