"""Scenarios of 002_family (source document 002), run against the implementation under test."""

from pytest_bdd import scenarios

scenarios("../../features/002_family")
