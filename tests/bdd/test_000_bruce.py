"""Scenarios of 000_bruce (source document 000), run against the implementation under test."""

from pytest_bdd import scenarios

scenarios("../../features/000_bruce")
