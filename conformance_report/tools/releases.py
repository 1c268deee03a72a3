"""Write the current suite version's list of scenarios (``conformance_report/scenario_lists/<version>.json``).

    python -m conformance_report.tools.releases          # write it
    python -m conformance_report.tools.releases --check  # exit 1 when it is not the feature files'

Run it whenever a scenario is added, removed or retitled; once a version is released its list is
never changed again (the next change bumps the version, see CHANGELOG.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from conformance_report import __version__
from conformance_report.releases import current_scenarios, release_file, scenarios_of


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m conformance_report.tools.releases", description=__doc__)
    parser.add_argument("--check", action="store_true", help="only check the list; exit 1 when it differs")
    args = parser.parse_args(argv)
    now = current_scenarios()
    path = release_file(__version__)
    if args.check:
        shipped = scenarios_of(__version__)
        if shipped != now:
            print(f"{path} is not the feature files' list of scenarios: run this tool without --check")
            return 1
        print(f"{path}: {len(now)} scenarios, as the feature files have them")
        return 0
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"suite_version": __version__, "scenarios": dict(sorted(now.items()))}
    path.write_text(json.dumps(doc, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{path}: {len(now)} scenarios")
    return 0


if __name__ == "__main__":
    sys.exit(main())
