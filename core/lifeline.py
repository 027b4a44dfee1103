"""Worker processes end with their parent. A worker started by an ingest (a PDF parse worker) watches the process
that started it and exits within about a second once it is gone, however it went (SIGKILL included): nothing keeps
running for a dead parent. Once the workers are gone, multiprocessing's resource tracker sees its pipe close and
ends too."""
from __future__ import annotations

import os
import threading
import time

POLL_S = 0.5


def watch_parent(parent: int, poll_s: float = POLL_S) -> None:
    """Run in a worker at its start (a pool's ``initializer``): exit when ``parent`` is no longer its parent."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(poll_s)
        os._exit(1)            # no clean-up: the parent that would wait for it is gone
    threading.Thread(target=watch, name="watch-parent", daemon=True).start()
