"""Claims protocol 2 in its handshake."""

import _base

_base.serve(hello=_base.hello_result(protocol=2))
