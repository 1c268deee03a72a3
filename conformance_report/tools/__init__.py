"""Tools around the suite: smoke check, differential fuzzing, demo."""
