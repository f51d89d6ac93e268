import torch

p = torch.nn.Parameter(torch.tensor(1.0))
log = []
p.register_hook(lambda grad: log.append(f"register_hook got {grad.item()}"))
p.register_post_accumulate_grad_hook(
    lambda param: log.append(
        f"post-accumulate sees p.grad = {param.grad.item()}"
    )
)

for step in range(2):
    (p * 2).backward()
    log.append(f"-- backward {step + 1} done")
print("\n".join(log))

try:
    (p * 2).register_post_accumulate_grad_hook(lambda param: None)
except RuntimeError as e:
    print("RuntimeError:", e)
