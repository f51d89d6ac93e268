"""Compatibility: which PyTorch releases each page's claims hold on (nox -s versions).

observe.py runs every example under its environment's torch; matrix.py merges the observations
into data/compat.json, the committed table; explain.py and render.py say and show on the site
what another release prints. What kind of change a differing claim is, compat and verify both
ask autograd_site/drift.py, below both.
"""
