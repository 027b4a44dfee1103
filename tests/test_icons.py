"""Icons that render everywhere: the pages write none as emoji (a browser without a colour-emoji font, such as
headless Chromium on a fresh Debian, draws an empty box for one), only Streamlit's Material icons
(``:material/name:``), whose font Streamlit serves itself."""
from __future__ import annotations

import ast
import re
import unicodedata

from .conftest import ROOT

SOURCES = [ROOT / "Home.py", *sorted((ROOT / "pages").glob("*.py")), *sorted((ROOT / "ui").glob("*.py"))]

# Unicode's Extended_Pictographic ranges (emoji-data.txt, Unicode 15.1) less the few that every text font draws
# as text (©, ®, ™, the arrows ↔ … ↙, ‼, ⁉, ℹ, Ⓜ, the squares ▪ ▫ ▶ ◀ ◻ ◼): what a page writes from these needs a
# colour-emoji font
_PICTOGRAPHIC = [(0x231A, 0x231B), (0x2328, 0x2328), (0x2388, 0x2388), (0x23CF, 0x23CF), (0x23E9, 0x23F3),
                 (0x23F8, 0x23FA), (0x2600, 0x2605), (0x2607, 0x2612), (0x2614, 0x2685), (0x2690, 0x2705),
                 (0x2708, 0x2712), (0x2714, 0x2714), (0x2716, 0x2716), (0x271D, 0x271D), (0x2721, 0x2721),
                 (0x2728, 0x2728), (0x2733, 0x2734), (0x2744, 0x2744), (0x2747, 0x2747), (0x274C, 0x274C),
                 (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2763, 0x2767), (0x2795, 0x2797),
                 (0x27A1, 0x27A1), (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2934, 0x2935), (0x2B05, 0x2B07),
                 (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x3030, 0x3030), (0x303D, 0x303D),
                 (0x3297, 0x3297), (0x3299, 0x3299), (0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD)]
# what makes a character before it an emoji, or joins emoji
_EMOJI_MARKS = {0xFE0F, 0x200D, 0x20E3}


def is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return cp in _EMOJI_MARKS or any(a <= cp <= b for a, b in _PICTOGRAPHIC) or 0x1F1E6 <= cp <= 0x1F1FF


def strings(path) -> list[tuple[int, str]]:
    """Every string literal of a Python file (f-strings' literal parts included), with its line."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            out.append((node.lineno, node.value))
    return out


def test_the_emoji_check_knows_an_emoji_from_a_symbol():
    assert all(is_emoji(c) for c in "🧪📄🔗🕸📈📊⚖✔⏱⬇📌⚠\ufe0f")
    assert not any(is_emoji(c) for c in "→·—–≥µ±×°Åγσ′▌…“”©™↔")


def test_no_page_or_ui_string_holds_an_emoji():
    found = [f"{p.relative_to(ROOT)}:{line}: {unicodedata.name(ch, hex(ord(ch)))} in {text.strip()[:60]!r}"
             for p in SOURCES for line, text in strings(p) for ch in text if is_emoji(ch)]
    assert not found, "\n".join(found)


def test_every_material_icon_the_pages_name_exists():
    from streamlit.material_icon_names import ALL_MATERIAL_ICONS
    names = {(p.relative_to(ROOT), m) for p in SOURCES for _, text in strings(p)
             for m in re.findall(r":material/([a-z0-9_]+):", text)}
    assert len(names) >= 8                      # the pages' titles and the icons in their text
    unknown = sorted(f"{p}: {m}" for p, m in names if m not in ALL_MATERIAL_ICONS)
    assert not unknown, unknown
