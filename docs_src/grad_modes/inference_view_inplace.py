import torch

w = torch.ones(3, requires_grad=True)
h = w * 2             # a normal, tracked tensor
u = torch.ones(3)     # a normal, untracked tensor

with torch.inference_mode():
    h_head, u_head = h[:2], u[:2]  # views made in the block
print("h_head.is_inference() =", h_head.is_inference())


def write(label: str, view: torch.Tensor, other: object = 10) -> None:
    try:
        view.mul_(other)  # in place, after the block
        print(f"{label}: allowed")
    except RuntimeError as e:
        print(f"{label}: RuntimeError:", str(e).split(". ")[0])


write("tracked base               ", h_head)
write("untracked base             ", u_head)
write("untracked base, tracked arg", u_head,
      torch.ones(2, requires_grad=True))
with torch.no_grad():
    write("tracked base, no_grad      ", h_head)

h[:2].mul_(10)  # view and write both outside: recorded
h.sum().backward()
print("w.grad =", w.grad)
