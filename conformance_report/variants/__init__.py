"""Variants an implementation plays: ruleset declarations (``extends`` + JSON Merge Patch)."""
