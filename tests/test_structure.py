"""The package's shape: no import cycle (counting imports inside functions and
under TYPE_CHECKING too), no folder with more than 15 modules, and the model
free of Qt except its one adapter; and every package in the list that
`pip install .` installs (a package left out of it works from the checkout
and is missing from an installed game)."""

from __future__ import annotations

import ast
import tomllib
from collections import Counter
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "hearts_desktop"
MAX_MODULES_PER_FOLDER = 15


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module of the package that `name` imports, wherever the import is."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".") if is_package else name.split(".")[:-1]
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    graph = {}
    for name, path in found.items():
        edges = imported(name, path, known)
        if path.name == "__init__.py":  # a package re-exporting its children is no cycle
            edges = {edge for edge in edges if not edge.startswith(name + ".")}
        graph[name] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle, as the list of modules around it, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_no_import_cycle_even_hidden_ones() -> None:
    graph = import_graph()
    assert len(graph) > 50 and any(graph.values()), "the import graph was not read"
    cycle = find_cycle(graph)
    assert cycle is None, " -> ".join(cycle or [])


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_no_folder_holds_more_than_fifteen_modules() -> None:
    per_folder = Counter(path.parent.relative_to(PACKAGE.parent) for path in PACKAGE.rglob("*.py")
                         if path.name != "__init__.py")
    crowded = {str(folder): count for folder, count in per_folder.items() if count > MAX_MODULES_PER_FOLDER}
    assert not crowded


def test_the_model_imports_qt_only_in_its_adapter() -> None:
    graph_paths = {name: path for name, path in modules().items() if name.startswith("hearts_desktop.model")}
    for name, path in graph_paths.items():
        text = path.read_text(encoding="utf-8")
        uses_qt = "PySide6" in text
        assert uses_qt == (name == "hearts_desktop.model.qt_adapter"), name


def test_services_and_model_never_import_the_views() -> None:
    graph = import_graph()
    for name, edges in graph.items():
        if name.startswith(("hearts_desktop.model", "hearts_desktop.services", "hearts_desktop.ai")):
            views = sorted(edge for edge in edges if edge.startswith("hearts_desktop.views"))
            assert not views, f"{name} imports {views}"


def test_every_package_is_installed_by_pip_install() -> None:
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(pyproject["tool"]["setuptools"]["packages"])
    packages = {module_name(path) for path in PACKAGE.rglob("__init__.py")}
    assert packages - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
