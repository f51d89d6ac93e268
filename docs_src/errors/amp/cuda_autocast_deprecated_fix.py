import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
dtype = torch.float16 if device == "cuda" else torch.bfloat16
layer = torch.nn.Linear(2, 2).to(device)
with torch.autocast(device, dtype=dtype):
    out = layer(torch.ones(1, 2, device=device))
print("out.dtype:", out.dtype)
