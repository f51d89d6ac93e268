import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
scaler = torch.amp.GradScaler(device)
print("enabled:", scaler.is_enabled(), "| device:", device)
