"""Reads the handshake, closes its stdin, then answers it and lives on without reading another request."""

import json
import os
import sys
import time

import _base

request = json.loads(sys.stdin.readline())
sys.stdin.close()
os.close(0)  # before the reply: once the harness has the handshake, stdin is closed
_base.write(json.dumps(_base.answer(request, _base.hello_result())))
time.sleep(30)
