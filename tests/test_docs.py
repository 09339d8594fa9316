"""The project documents itself: every rule id the model cites is explained
in docs/RULES.md, and the README and docs link only inside the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"\b([RHV]\d{1,2})\b")
LINK = re.compile(r"\]\(([^)#\s]+)")


def cited_rule_ids() -> set[str]:
    """Rule ids in the model's messages and refusals (rule="R9", "(H7)" ...)."""
    found: set[str] = set()
    for path in (ROOT / "hearts_desktop" / "model").glob("*.py"):
        found |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_rule_the_model_cites_is_in_docs_rules() -> None:
    cited = cited_rule_ids()
    assert {"R7", "R8", "R9", "H5", "H9", "V5"} <= cited, "the model's rule ids were not found"
    documented = set(re.findall(r"^\| ([RHV]\d{1,2}) \|", (ROOT / "docs" / "RULES.md").read_text(), re.M))
    assert not cited - documented, sorted(cited - documented)


def test_links_stay_inside_the_repository() -> None:
    for document in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]:
        for target in LINK.findall(document.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            resolved = (document.parent / target).resolve()
            assert resolved.is_relative_to(ROOT), f"{document.name} links outside: {target}"
            assert resolved.exists(), f"{document.name} links to a missing file: {target}"
