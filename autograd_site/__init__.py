"""Tooling for the self-verifying autograd course: verifier, MkDocs hooks, translation checks."""
