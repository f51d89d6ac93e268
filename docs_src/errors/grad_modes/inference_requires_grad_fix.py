import torch

with torch.inference_mode():
    weight = torch.randn(2, 2)
param = torch.nn.Parameter(weight.clone())  # a normal tensor
print("is_inference:", param.is_inference(), "| leaf:", param.is_leaf)
