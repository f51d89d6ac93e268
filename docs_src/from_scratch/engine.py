# --8<-- [start:core]
import math


class Value:
    """A number that remembers what it was computed from."""

    def __init__(self, data, parents=(), local_grads=()):
        self.data = data
        self.grad = 0.0
        self.parents = parents  # the Values this one was made from
        self.local_grads = local_grads  # d self / d parent, per parent

    def __add__(self, other):
        other = other if isinstance(other, Value) else Value(other)
        return Value(self.data + other.data, (self, other), (1.0, 1.0))

    def __mul__(self, other):
        other = other if isinstance(other, Value) else Value(other)
        local = (other.data, self.data)  # d(ab)/da = b, d(ab)/db = a
        return Value(self.data * other.data, (self, other), local)

    def topological_order(self):
        order, seen = [], set()

        def visit(node):  # a node goes in after all its parents
            if node not in seen:
                seen.add(node)
                for parent in node.parents:
                    visit(parent)
                order.append(node)

        visit(self)
        return order

    def backward(self):
        self.grad = 1.0  # d self / d self
        for node in reversed(self.topological_order()):  # output first
            for parent, local in zip(node.parents, node.local_grads):
                parent.grad += local * node.grad  # add, never overwrite

    # --8<-- [end:core]
    # --8<-- [start:ops]
    def __pow__(self, k):  # k: a plain number
        local = (k * self.data ** (k - 1),)
        return Value(self.data**k, (self,), local)

    def exp(self):
        e = math.exp(self.data)
        return Value(e, (self,), (e,))

    def tanh(self):
        t = math.tanh(self.data)
        return Value(t, (self,), (1 - t**2,))

    def relu(self):  # slope 0 at 0, as in PyTorch
        return Value(max(self.data, 0.0), (self,), (float(self.data > 0),))

    __radd__ = __add__  # 2 + a
    __rmul__ = __mul__  # 2 * a

    def __sub__(self, other):
        return self + other * -1.0

    # --8<-- [end:ops]
