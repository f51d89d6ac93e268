def divide(self, other):  # d(a / b)/db = -a / b**2: the minus was missing
    local = (1 / other.data, -self.data / other.data**2)
    return Value(self.data / other.data, (self, other), local)


Value.__truediv__ = divide
compare()
