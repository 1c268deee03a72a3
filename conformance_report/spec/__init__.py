"""The executable specification: feature files, the closed step vocabulary, the rule catalogue and the runners."""
