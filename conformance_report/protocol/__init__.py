"""Adapter protocol v1: message schemas and validation (:mod:`.validation`) and the harness client (:mod:`.client`)."""
