#!/usr/bin/env bash
# Regenerate the card art in resources/cards/ from Adrian Kennard's CC0 playing
# cards, as shipped (SVG) in the npm package @heruka_urgyen/react-playing-cards.
#
# Why flatten: the original SVGs draw their pips and court pictures with
# <symbol> + <use width=… height=…>, which QtSvg renders wrongly. rsvg-convert
# (Debian package librsvg2-bin) rewrites each card as plain paths, which QtSvg
# draws correctly.
#
# Output (relative to the repo root):
#   resources/cards/standard/<CODE>.svg     from src/images/2color     (52 cards)
#   resources/cards/fourcolor/<CODE>.svg    from src/images/4color     (52 cards)
#   resources/cards/large-index/<CODE>.svg  from src/images/2color-bf  (52 cards)
#   resources/cards/fourcolor-large-index/<CODE>.svg
#                                           from src/images/4color-bf  (52 cards)
#   resources/cards/back.svg                from src/images/back.svg
# CODE = rank (2-9 T J Q K A) + suit (C D H S), e.g. QS, TH. Jokers are skipped.
# README.md and LICENSE-CC0.txt in resources/cards/ are left alone.
#
# Needs: npm (registry access), tar, sha256sum, rsvg-convert.
set -euo pipefail

PKG_NAME="@heruka_urgyen/react-playing-cards"
PKG_VERSION="0.5.0"
# sha256 of the registry tarball for 0.5.0 (npm's own sha1 is 604e2274...d637).
PKG_SHA256="0a9e5c386c40af2ae591103589d3a4c340d66a325a64c3f5b1d3f6c0a907b468"

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
OUT="$REPO_ROOT/resources/cards"

die() { echo "make_card_art: error: $*" >&2; exit 1; }

for tool in npm tar sha256sum rsvg-convert; do
    command -v "$tool" >/dev/null 2>&1 \
        || die "'$tool' not found (rsvg-convert: apt-get install librsvg2-bin)"
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "Fetching $PKG_NAME@$PKG_VERSION ..."
(cd "$WORK" && npm pack --silent "$PKG_NAME@$PKG_VERSION" >/dev/null)
shopt -s nullglob
tarballs=("$WORK"/*.tgz)
shopt -u nullglob
[[ ${#tarballs[@]} -eq 1 ]] || die "expected one tarball from npm pack, got ${#tarballs[@]}"
echo "$PKG_SHA256  ${tarballs[0]}" | sha256sum -c --quiet - \
    || die "tarball checksum mismatch (package changed on the registry?)"
tar -xzf "${tarballs[0]}" -C "$WORK"
IMAGES="$WORK/package/src/images"
[[ -d "$IMAGES" ]] || die "no package/src/images in the tarball"

# Map a package file name (without .svg) to our card code, or print nothing
# if it is not one of the 52 cards (e.g. the joker "2J").
card_code() {
    local name="${1^^}" rank suit
    case "$name" in
        10?) rank="T"; suit="${name:2:1}" ;;
        ??)  rank="${name:0:1}"; suit="${name:1:1}" ;;
        *)   return 0 ;;
    esac
    if [[ "$rank" == 1 ]]; then rank="A"; fi
    [[ "$rank" =~ ^[2-9TJQKA]$ && "$suit" =~ ^[CDHS]$ ]] || return 0
    printf '%s%s' "$rank" "$suit"
}

STAGE="$WORK/out"
mkdir -p "$STAGE"

# flatten_deck <package folder> <output folder name>
flatten_deck() {
    local src="$IMAGES/$1" dest="$STAGE/$2" f base code count
    [[ -d "$src" ]] || die "deck folder $1 missing from the package"
    mkdir -p "$dest"
    for f in "$src"/*.svg; do
        base="$(basename "$f" .svg)"
        code="$(card_code "$base")"
        if [[ -z "$code" ]]; then
            echo "  $1: skipping $base.svg (not one of the 52 cards)"
            continue
        fi
        if [[ -e "$dest/$code.svg" ]]; then die "$1: two files map to $code"; fi
        rsvg-convert -f svg "$f" -o "$dest/$code.svg"
        [[ -s "$dest/$code.svg" ]] || die "$1: rsvg-convert produced an empty $code.svg"
    done
    count="$(find "$dest" -maxdepth 1 -name '*.svg' | wc -l)"
    [[ "$count" -eq 52 ]] || die "$1: produced $count cards, expected 52"
    local r s
    for r in 2 3 4 5 6 7 8 9 T J Q K A; do
        for s in C D H S; do
            [[ -s "$dest/$r$s.svg" ]] || die "$1: $r$s.svg missing"
        done
    done
    echo "  $1 -> $2/: 52 cards"
}

echo "Flattening with $(rsvg-convert --version) ..."
flatten_deck 2color standard
flatten_deck 4color fourcolor
flatten_deck 2color-bf large-index
# Both options at once (four colours and large indices): a player who needs
# both gets both.
flatten_deck 4color-bf fourcolor-large-index
[[ -f "$IMAGES/back.svg" ]] || die "back.svg missing from the package"
rsvg-convert -f svg "$IMAGES/back.svg" -o "$STAGE/back.svg"
[[ -s "$STAGE/back.svg" ]] || die "rsvg-convert produced an empty back.svg"
echo "  back.svg -> back.svg"

# Everything succeeded: replace the generated parts of resources/cards/.
mkdir -p "$OUT"
for d in standard fourcolor large-index fourcolor-large-index; do
    rm -rf "${OUT:?}/$d"
    if [[ -d "$STAGE/$d" ]]; then cp -r "$STAGE/$d" "$OUT/$d"; fi
done
cp "$STAGE/back.svg" "$OUT/back.svg"

echo "Wrote $OUT ($(du -sh "$OUT" | cut -f1) in all)"
