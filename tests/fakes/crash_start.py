"""Dies before the handshake, leaving a note on stderr."""

import sys

print("fatal: cannot load rules tables", file=sys.stderr, flush=True)
sys.exit(3)
