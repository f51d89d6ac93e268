import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3  # y.grad_fn is the node MulBackward0
z = (y**2).sum()
log = []

# registered in the reverse of the order in which they run
y.grad_fn.register_hook(
    lambda grad_inputs, grad_outputs: log.append(
        f"node hook      : grad_inputs[0] = {grad_inputs[0]}"
        f" | y.grad = {y.grad}"
    )
)
y.grad_fn.register_prehook(
    lambda grad_outputs: log.append(
        f"node pre-hook  : grad_outputs[0] = {grad_outputs[0]}"
        f" | y.grad = {y.grad}"
    )
)
y.retain_grad()
y.register_hook(
    lambda grad: log.append(
        f"tensor hook    : grad = {grad} | y.grad = {y.grad}"
    )
)
x.register_post_accumulate_grad_hook(
    lambda p: log.append(f"post-accumulate: x.grad = {p.grad}")
)
z.backward()
print(type(y.grad_fn).__name__)
print("\n".join(log))

# a pre-hook that returns a tuple replaces the gradient the node receives
x2 = torch.tensor([1.0, 2.0], requires_grad=True)
y2 = x2 * 3
y2.retain_grad()
y2.grad_fn.register_prehook(lambda grad_outputs: (grad_outputs[0] * 10,))
(y2**2).sum().backward()
print("with a x10 pre-hook: y2.grad =", y2.grad, "| x2.grad =", x2.grad)

# a tensor hook that returns a new gradient runs before retain_grad,
# which stores its result
x3 = torch.tensor([1.0, 2.0], requires_grad=True)
y3 = x3 * 3
y3.retain_grad()
y3.register_hook(lambda grad: grad * 10)
(y3**2).sum().backward()
print("with a x10 tensor hook: y3.grad =", y3.grad, "| x3.grad =", x3.grad)
