"""Conformance report: the harness side of the pinochle conformance suite."""

__version__ = "0.5.0"
"""The suite's version (semver): bumped whenever an expected answer changes; see CHANGELOG.md."""
