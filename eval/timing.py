"""What every benchmark prints with its figures: the machine it ran on, and percentiles of timings."""
from __future__ import annotations

import os
import platform


def machine() -> str:
    return f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"


def percentile(xs: list[float], p: float) -> float:
    import numpy as np
    return float(np.percentile(xs, p)) if xs else 0.0
