"""Compatibility: which PyTorch releases each page's claims hold on (nox -s versions).

observe.py runs every example under the torch of its environment and writes what each
printed; matrix.py merges those observations into data/compat.json, the committed table
the site shows; render.py what the site shows of it. What kind of change a differing claim
is, compat and verify both ask autograd_site/drift.py, below both.
"""
