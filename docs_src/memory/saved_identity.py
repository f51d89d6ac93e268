import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.exp()
z = y * x

mul = z.grad_fn
print("MulBackward0 saved y as the same object:", mul._saved_self is y)
print("MulBackward0 saved x as the same object:", mul._saved_other is x)

exp = y.grad_fn
saved_output = exp._saved_result   # y is the output of exp's own node
print("ExpBackward0 saved y as the same object:", saved_output is y)
print(
    "...but it shares y's storage:           ",
    saved_output.data_ptr() == y.data_ptr(),
)
