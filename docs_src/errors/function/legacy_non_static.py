import warnings

import torch


class Square(torch.autograd.Function):
    def forward(self, x):             # old style: no @staticmethod
        return x * x

    def backward(self, grad_out):
        return grad_out


x = torch.tensor([1.0, 2.0], requires_grad=True)
warnings.simplefilter("ignore", DeprecationWarning)  # see the next entry
try:
    Square()(x)
except RuntimeError as e:
    print("RuntimeError:", e)
