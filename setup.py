"""Build hook: the wheel carries the suite's data (features, named rulesets, schemas).

The repository keeps them at the top level (``features/``, ``fixtures/rulesets/``, ``schemas/``);
a (non-editable) build copies them under ``conformance_report/suite/``, where
:mod:`conformance_report.data` finds them once installed.  Everything else is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA = {"features": ("*.feature", "*.json"), "fixtures/rulesets": ("*.json",), "schemas": ("*.json",)}


class BuildWithSuiteData(build_py):
    """``build_py`` plus a copy of the suite's data into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the repository's own folders
        target = Path(self.build_lib) / "conformance_report" / "suite"
        for folder, patterns in DATA.items():
            for pattern in patterns:
                for src in sorted((HERE / folder).rglob(pattern)):
                    dest = target / src.relative_to(HERE)
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(src, dest)


setup(cmdclass={"build_py": BuildWithSuiteData})
