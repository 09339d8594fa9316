"""The lab's records (issue #47): every report and arena record is in the
index of benchmarks/README.md, every arena record is compressed, readable by
the tools as it is, and under the size limit."""

from __future__ import annotations

import gzip
import shutil
import subprocess
from pathlib import Path

import pytest

from benchmarks import index_records
from benchmarks.compare_runs import load
from hearts_desktop.ai.arena import read_results

ROOT = Path(__file__).resolve().parents[1]


def test_the_index_is_current() -> None:
    readme = index_records.README.read_text(encoding="utf-8")
    assert index_records.with_index(readme) == readme, "run benchmarks/index_records.py"


def test_every_report_and_arena_record_is_indexed() -> None:
    readme = index_records.README.read_text(encoding="utf-8")
    reports = sorted(index_records.RECORDS.glob("*.txt"))
    records = sorted(index_records.ARENA_RECORDS.glob("*.jsonl.gz"))
    assert len(reports) > 60 and len(records) > 60
    for report in reports:
        assert f"(records/{report.name})" in readme, report.name
    for record in records:
        assert f"(records/arena/{record.name})" in readme, f"{record.name} is named by no report"


def test_every_record_a_report_names_exists() -> None:
    for report in index_records.reports():
        for name in report.records:
            assert (index_records.ARENA_RECORDS / name).exists(), f"{report.name} names {name}"


def test_arena_records_are_compressed_readable_and_small() -> None:
    for record in sorted(index_records.ARENA_RECORDS.glob("*.jsonl.gz")):
        text = gzip.decompress(record.read_bytes())
        assert len(text) <= index_records.MAX_RECORD_BYTES, f"{record.name}: {len(text):,} bytes"
        settings, outcomes = read_results(record)
        assert settings["seats"] and outcomes, record.name


def test_no_plain_record_is_committed() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    tracked = subprocess.run(["git", "ls-files", "benchmarks"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    assert not [name for name in tracked if name.endswith(".jsonl")]


def test_compare_runs_reads_a_kept_record_as_the_plain_file(tmp_path: Path) -> None:
    record = index_records.ARENA_RECORDS / "patient_vs_hard_s31.jsonl.gz"
    plain = tmp_path / "patient.jsonl"
    plain.write_bytes(gzip.decompress(record.read_bytes()))
    assert load(record) == load(plain)


def test_a_report_without_its_decision_is_refused(tmp_path: Path) -> None:
    report = tmp_path / "arena_nothing.txt"
    report.write_text("Date: 2026-12-06\n\nΔ expert vs the others: -1.0 ± 0.5 (95% CI)\n", encoding="utf-8")
    with pytest.raises(ValueError, match="Decided"):
        index_records.read_report(report)
    report.write_text("Date: 2026-12-06\nDecided: kept.\n\n.venv/bin/python -m hearts_desktop.ai.arena \\\n"
                      "    --seats expert,rule,rule,rule\n\nΔ expert vs the others: -1.0 ± 0.5 (95% CI)\n",
                      encoding="utf-8")
    found = index_records.read_report(report)
    assert found.command == ".venv/bin/python -m hearts_desktop.ai.arena --seats expert,rule,rule,rule"
    assert found.figure.startswith("Δ expert") and found.decided == "kept."
