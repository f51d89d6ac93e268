"""Compatibility: which PyTorch releases each page's claims hold on (nox -s versions).

observe.py runs every example under the torch of its environment and writes what each
printed; matrix.py merges those observations into data/compat.json, the committed table
the site shows; classify.py says what kind of change a differing claim is.
"""
