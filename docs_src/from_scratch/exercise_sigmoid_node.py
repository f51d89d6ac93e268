def sigmoid_node(self):  # one node: d sigmoid(z)/dz = s * (1 - s)
    s = 1 / (1 + math.exp(-self.data))
    return Value(s, (self,), (s * (1 - s),))


Value.sigmoid = sigmoid_node
assert check(Value.sigmoid) == 4, "sigmoid should be one node"
print("check passed")
