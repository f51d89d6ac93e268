"""Tooling for the self-verifying autograd course: verifier, MkDocs plugin, translation checks."""
