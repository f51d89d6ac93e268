import torch

disabled = torch.amp.GradScaler("cpu", enabled=False)
state = disabled.state_dict()  # {} : a disabled scaler has no state
scaler = torch.amp.GradScaler("cpu")
try:
    scaler.load_state_dict(state)
except RuntimeError as e:
    print("RuntimeError:", e)
