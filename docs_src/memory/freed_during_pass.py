import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.exp()  # ExpBackward0 saves its result
exp_node = y.grad_fn


def saved_result():
    try:
        exp_node._saved_result
        return "kept"
    except RuntimeError:
        return "freed"


# a tensor hook runs when the gradient for its tensor is ready,
# in the middle of the pass
y.register_hook(
    lambda grad: print(
        "hook on y, before ExpBackward0 runs:", saved_result()
    )
)
x.register_hook(
    lambda grad: print(
        "hook on x, after ExpBackward0 ran:  ", saved_result()
    )
)
(y * y).sum().backward()
print("after backward: the node is still y.grad_fn:", y.grad_fn is exp_node)
