"""The CLI's subcommands, one module each; :mod:`conformance_report.cli` assembles them."""
