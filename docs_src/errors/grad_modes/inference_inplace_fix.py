import torch

with torch.inference_mode():
    test_loss = torch.tensor(0.0)
    for batch_loss in (0.5, 0.7, 0.9):
        test_loss += batch_loss
    test_loss /= 3  # inside the block
print("test_loss =", round(test_loss.item(), 4))
