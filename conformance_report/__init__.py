"""Conformance report: the harness side of the pinochle conformance suite."""
