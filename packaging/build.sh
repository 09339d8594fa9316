#!/usr/bin/env bash
# Build the Hearts Desktop executable for the platform this runs on.
#
#   bash packaging/build.sh            ->  dist/hearts-desktop       (one file)
#   bash packaging/build.sh --onedir   ->  dist/hearts-desktop-dir/  (a folder; starts faster)
#
# Python: $PYTHON, else the active virtualenv, else .venv/bin/python, else python3.
# DIST_DIR (default dist) and WORK_DIR (default build/pyinstaller) move the
# output and PyInstaller's work files (the tests build into a temporary folder).
# PyInstaller is installed into that environment if missing.  The version is
# the package's (pyproject.toml, read back through importlib.metadata).
set -euo pipefail
cd "$(dirname "$0")/.."

PYINSTALLER_REQUIREMENT='pyinstaller>=6.10'

if [ -z "${PYTHON:-}" ]; then
    if [ -n "${VIRTUAL_ENV:-}" ]; then PYTHON="$VIRTUAL_ENV/bin/python"
    elif [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python
    else PYTHON=python3
    fi
fi

spec_args=()
for arg in "$@"; do
    case "$arg" in
        --onedir) spec_args+=(--onedir) ;;
        --onefile) ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown option $arg (use --onedir or --onefile)" >&2; exit 2 ;;
    esac
done

if ! "$PYTHON" -c 'import PyInstaller' 2>/dev/null; then
    echo "Installing $PYINSTALLER_REQUIREMENT into $("$PYTHON" -c 'import sys; print(sys.prefix)')"
    "$PYTHON" -m pip install --quiet "$PYINSTALLER_REQUIREMENT"
fi

# Install this checkout into that environment (editable, no dependencies):
# the executable reports the installed package's version, and the install
# compiles the playout kernel in place with mypyc (setup.py), so that the
# executable's computer players think at C speed; its self-test checks that.
rm -f hearts_desktop/kernel/*.so hearts_desktop/kernel/*.pyd  # never a stale one
"$PYTHON" -m pip install --quiet --no-deps -e .
"$PYTHON" -c 'import hearts_desktop.kernel as k, sys; sys.exit(0 if k.COMPILED else "build.sh: the playout kernel did not compile (is a C compiler installed?)")'

# Translations are compiled at build time (*.qm files are not committed), by
# the same step `pip install` runs.
"$PYTHON" packaging/build_translations.py >/dev/null

DIST_DIR=${DIST_DIR:-dist}
WORK_DIR=${WORK_DIR:-build/pyinstaller}

# Same inputs, same executable: fixed hash seed and timestamps.
export PYTHONHASHSEED=0
SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || echo 315532800)
export SOURCE_DATE_EPOCH

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST_DIR" --workpath "$WORK_DIR" \
    packaging/hearts-desktop.spec -- ${spec_args[@]+"${spec_args[@]}"}

if [ ${#spec_args[@]} -eq 0 ]; then
    target=$DIST_DIR/hearts-desktop
    [ -f "$target.exe" ] && target="$target.exe"
    echo "Built $target ($(du -m "$target" | cut -f1) MiB). Check it with: $target --self-test"
else
    echo "Built $DIST_DIR/hearts-desktop-dir/ ($(du -sm "$DIST_DIR/hearts-desktop-dir" | cut -f1) MiB);" \
         "run $DIST_DIR/hearts-desktop-dir/hearts-desktop"
fi
