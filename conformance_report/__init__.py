"""Conformance report: the harness side of the pinochle conformance suite."""

__version__ = "0.1.0"
