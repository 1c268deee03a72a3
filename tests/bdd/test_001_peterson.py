"""Scenarios of 001_peterson (source document 001), run against the implementation under test."""

from pytest_bdd import scenarios

scenarios("../../features/001_peterson")
