"""Observe: run every example of every page under this environment's torch, and record
whether each claim holds there, and what it prints where it does not.

    python -m autograd_site.compat.observe --out build/compat/2.4.1.json

Each distinct example runs once (the runner caches by source), so a claim shared by both
languages costs one run. Nothing is compared with a tolerance: a claim holds when the
output is the claim, exactly as verify compares it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from autograd_site.compat.matrix import DIFFERS, HOLDS, RAISES, Observation, ObservedExample, example_key, without_install_paths
from autograd_site.languages import DOCS_DIR
from autograd_site.verify.collect import collect_page
from autograd_site.verify.compare import normalize
from autograd_site.verify.run import Runner


def observe(pages: list[Path], runner: Runner) -> Observation:
    records: list[ObservedExample] = []
    for path in pages:
        page = collect_page(path)
        for example in page.examples:
            if example.mode == "skip":
                continue
            outcome = runner.run(example.code)
            claimed = example.claim.body if example.claim else None
            if not outcome.ok:
                state, actual_text = RAISES, "\n".join((outcome.error or "").strip().splitlines()[-1:])  # its last line
            else:
                actual_text = without_install_paths(normalize(outcome.output))
                state = HOLDS if claimed is None or actual_text == normalize(claimed) else DIFFERS
            records.append(
                {
                    "page": path.resolve().relative_to(DOCS_DIR.resolve()).as_posix(),
                    "line": example.line,
                    "example": example_key(example),
                    "state": state,
                    "claimed": normalize(claimed) if claimed is not None else None,
                    "actual": actual_text,
                }
            )
    return {"torch": runner.torch_version, "examples": records}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m autograd_site.compat.observe", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="where to write the observation (JSON)")
    args = parser.parse_args(argv)
    pages = sorted(DOCS_DIR.rglob("*.md"))
    with Runner() as runner:
        observation = observe(pages, runner)
    if observation["torch"] == "unavailable":
        print("observe: torch does not import in this environment", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(observation, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    differing = sum(record["state"] != HOLDS for record in observation["examples"])
    print(f"observe: torch {observation['torch']}: {len(observation['examples'])} claims, {differing} differ or raise")
    return 0


if __name__ == "__main__":
    sys.exit(main())
