"""Write the index of benchmarks/README.md from the scripts and the records.

    .venv/bin/python benchmarks/index_records.py          # rewrite the index
    .venv/bin/python benchmarks/index_records.py --check  # exit 1 if it is stale

The part of the README between the two INDEX marks is made here, never by
hand: a line per script (its docstring's first line) and, per report in
records/, newest first, its date, what it decided, its command, its figure and
the arena records it names.  A report begins with its own `Date:` and
`Decided:` lines (and `Command:`, `Figure:` or `Records:` where its text
has none that the index can find), so the
index says what the report says.  tests/test_benchmarks_index.py keeps the
index current and every record in it.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
README = HERE / "README.md"
RECORDS = HERE / "records"
ARENA_RECORDS = RECORDS / "arena"
BEGIN = "<!-- INDEX BEGIN: made by benchmarks/index_records.py, do not edit by hand -->"
END = "<!-- INDEX END -->"
RECORD_LINK = re.compile(r"records/arena/([a-z0-9_]+\.jsonl\.gz)")
MAX_RECORD_BYTES = 5_000_000
"""No arena record above this many bytes uncompressed enters git (issue #47)."""


@dataclass
class Report:
    name: str
    date: str
    decided: str
    command: str
    figure: str
    records: list[str]


def header(text: str, field: str) -> str | None:
    match = re.search(rf"^{field}: (.+)$", text, re.MULTILINE)
    return match.group(1).strip() if match else None


def first_command(text: str) -> str:
    """The report's `Command:`, or the first command line of its text with its continuations."""
    given = header(text, "Command")
    if given:
        return given
    lines = text.splitlines()
    for number, line in enumerate(lines):
        if re.match(r"\s*(\S+=\S+ )?\.venv/bin/python ", line):
            parts = [line.strip()]
            while parts[-1].endswith("\\") and number + 1 < len(lines):
                number += 1
                parts[-1] = parts[-1][:-1].rstrip()
                parts.append(lines[number].strip())
            return " ".join(parts)
    raise ValueError("no command")


def main_figure(text: str) -> str:
    """The line a reader wants first: the report's `Figure:`, a pooled or
    paired difference, else the last Δ against the others, else the first
    figure held against a goal."""
    given = header(text, "Figure")
    if given:
        return given
    lines = [line.strip() for line in text.splitlines()]
    for prefix in ("pooled,", "paired, with"):
        found = [line for line in lines if line.startswith(prefix)]
        if found:
            return found[-1]
    deltas = [line for line in lines if line.startswith("Δ ")]
    if deltas:
        return deltas[-1]
    goals = [line for line in lines if "(goal" in line]
    if goals:
        return goals[0]
    raise ValueError("no figure")


def read_report(path: Path) -> Report:
    text = path.read_text(encoding="utf-8")
    date, decided = header(text, "Date"), header(text, "Decided")
    if date is None or decided is None:
        raise ValueError(f"{path.name} lacks its Date: or Decided: line")
    try:
        command, figure = first_command(text), main_figure(text)
    except ValueError as error:
        raise ValueError(f"{path.name}: {error}") from None
    records = sorted(set(RECORD_LINK.findall(text)))
    return Report(path.stem, date, decided, command, figure, records)


def reports() -> list[Report]:
    found = [read_report(path) for path in RECORDS.glob("*.txt")]
    return sorted(found, key=lambda report: (report.date, report.name), reverse=True)


def scripts() -> list[tuple[str, str]]:
    listed = []
    for path in sorted(HERE.glob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        listed.append((path.name, doc.split("\n\n")[0].replace("\n", " ").strip()))
    return listed


def render() -> str:
    lines = [BEGIN, "", "## Scripts", ""]
    lines += [f"- [`{name}`]({name}): {summary}" for name, summary in scripts()]
    lines += ["", "## Records, newest first", ""]
    for report in reports():
        lines += [f"### [{report.name}](records/{report.name}.txt) · {report.date}", "",
                  f"- Decided: {report.decided}",
                  f"- Figure: `{report.figure}`",
                  f"- Command: `{report.command}`"]
        if report.records:
            links = ", ".join(f"[{name}](records/arena/{name})" for name in report.records)
            lines.append(f"- Arena records: {links}")
        lines.append("")
    lines.append(END)
    return "\n".join(lines) + "\n"


def with_index(readme: str) -> str:
    start, end = readme.index(BEGIN), readme.index(END) + len(END) + 1
    return readme[:start] + render() + readme[end:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the index is current")
    args = parser.parse_args(argv)
    readme = README.read_text(encoding="utf-8")
    wanted = with_index(readme)
    if args.check:
        if wanted != readme:
            print("benchmarks/README.md's index is stale: run benchmarks/index_records.py", file=sys.stderr)
            return 1
        return 0
    README.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
