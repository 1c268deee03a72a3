"""Shared test configuration: the conformance plugin and the one step vocabulary."""

pytest_plugins = ["conformance_report.spec.pytest_plugin", "conformance_report.spec.steps"]
