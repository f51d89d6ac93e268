import torch

disabled = torch.amp.GradScaler("cpu", enabled=False)
state = disabled.state_dict()
scaler = torch.amp.GradScaler("cpu")
if state:  # load only what an enabled scaler saved
    scaler.load_state_dict(state)
print("scale:", scaler.get_scale())
