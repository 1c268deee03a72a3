"""Scenarios of 003_trickster (source document 003, Trickster Pinochle), run against the implementation under test."""

from pytest_bdd import scenarios

scenarios("../../features/003_trickster")
