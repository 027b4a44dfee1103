"""The shape of the recogniser and the pipelines: no import cycle (imports inside functions count), no function over
80 lines, a docstring on every module of the recogniser (what it reads and writes), and the components in one
declared order."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 80


def _modules(package: str) -> dict[str, Path]:
    base = ROOT / package
    return {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
            for p in base.rglob("*.py")}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module of ``known`` that ``name`` imports, at any depth of its code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            candidates = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            candidates = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for c in candidates:
            while c and c not in known:
                c = c.rsplit(".", 1)[0] if "." in c else ""
            if c and c != name:
                found.add(c)
    return found


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle of the graph, or []."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(v: str) -> list[str]:
        state[v] = 1
        stack.append(v)
        for w in sorted(graph[v]):
            if state.get(w) == 1:
                return stack[stack.index(w):] + [w]
            if w not in state and (found := visit(w)):
                return found
        state[v] = 2
        stack.pop()
        return []

    for v in sorted(graph):
        if v not in state and (found := visit(v)):
            return found
    return []


@pytest.mark.parametrize("package", ["core/matid", "core/pipelines"])
def test_no_import_cycle(package):
    mods = _modules(package)
    graph = {name: _imports(name, path, set(mods)) for name, path in mods.items()}
    assert _cycle(graph) == []


@pytest.mark.parametrize("package", ["core/matid", "core/pipelines"])
def test_no_function_over_80_lines(package):
    long = []
    for path in _modules(package).values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > MAX_LINES:
                long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    assert long == []


def test_every_recogniser_module_says_what_it_does():
    missing = [str(p.relative_to(ROOT)) for p in _modules("core/matid").values()
               if not ast.get_docstring(ast.parse(p.read_text(encoding="utf-8")))]
    assert missing == []


def test_a_cycle_is_found_where_there_is_one():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) == []


def test_the_components_run_in_one_declared_order():
    from core.matid.recognise import PIPELINE, read
    names = [c.__name__ for c in PIPELINE]
    assert names == ["read_mentions", "read_numbers", "read_unread_names", "assign_roles", "group_values", "bind_values", "keep_settings",
                     "bare_values", "list_for_next", "name_the_unread_in_reasons"]
    doc = read("The yield strength of CrMnFeCoNi was 410 MPa at 77 K.")
    (m,) = doc.measurements
    assert (m.property, m.value, m.conditions["temperature_K"]) == ("yield_strength", 410.0, 77.0)


# the word lists that stay in code: English grammar (function words, ordinals, irregular verbs), the condition and
# strategy keys the code itself defines, and written forms of units and phases; every word class of materials
# knowledge is a table of the catalogue's [vocabulary]
CODE_WORD_LISTS = {
    "PRONOUNS", "NEGATIONS", "ORDINALS", "_OPEN_SKIP", "_IRREGULAR", "PART_COUNT_WORDS",      # grammar
    "_MEASURABLE_SETTINGS", "OWN_RULES", "LEVELS", "MATERIAL", "PROPERTY", "_BASE_DIMENSIONS", "_FROM_CONTEXT",  # keys
    "PERCENT_UNITS",                                                                           # written forms
}


def _word_lists(path: Path) -> dict[str, set[str]]:
    """Module-level collections of four strings or more, by name: their strings (a dict's keys)."""
    out = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(node, (ast.Assign, ast.AnnAssign)):
            continue
        value = node.value.args[0] if isinstance(node.value, ast.Call) and node.value.args else node.value
        elts = value.elts if isinstance(value, (ast.Set, ast.List, ast.Tuple)) else \
            value.keys if isinstance(value, ast.Dict) else []
        strings = {e.value for e in elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if len(strings) >= 4:
            out.update({t.id: strings for t in targets if isinstance(t, ast.Name)})
    return out


def test_knowledge_lives_in_the_catalogue_not_in_code_lists():
    """Word classes of materials knowledge (nouns of layers, gases, role nouns, relation verbs …) are catalogue
    tables; the code keeps only grammar, its own keys and written forms, and none of those repeats (two thirds
    of it in) a catalogue table."""
    from core.matid.catalogue import catalogue
    tables = catalogue().vocabulary
    stray, repeated = [], []
    for name, path in _modules("core/matid").items():
        if name.endswith(".catalogue"):
            continue
        for var, strings in _word_lists(path).items():
            if var not in CODE_WORD_LISTS:
                stray.append(f"{path.relative_to(ROOT)}: {var}")
            for table in tables:
                shared = strings & set(tables[table])
                if len(shared) >= 4 and 3 * len(shared) >= 2 * len(strings):
                    repeated.append(f"{path.relative_to(ROOT)}: {var} repeats {table} ({sorted(shared)[:4]})")
    assert stray == []
    assert repeated == []
