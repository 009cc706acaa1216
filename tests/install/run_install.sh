#!/usr/bin/env bash
# Tests the ways hlo-async gets onto a machine, from what is committed in a git
# checkout, and prints TAP ("ok N - ...", "not ok N - ...", then "1..N"):
#   1. meson install: a release build (-Dtests=false) installed with --destdir
#      puts the binary, man page and bash/zsh/fish completions at their
#      conventional paths under the prefix, and the installed binary runs.
#   2. the Debian package: dpkg-buildpackage -us -uc -b on `git archive HEAD`
#      builds hlo-async_VERSION-1_ARCH.deb and leaves `git status` clean;
#      apt-get installs it with the same files, /usr/bin/hlo-async runs, the
#      zsh completion loads in a real zsh with Debian's default $fpath, and
#      apt-get remove takes it away again.
#   3. meson dist: a fresh clone makes hlo-async-VERSION.tar.xz, which
#      extracts, configures, builds and runs on its own, and passes its own
#      test suite outside any git checkout.
# Usage: tests/install/run_install.sh SOURCE_ROOT WORK_DIR
# SOURCE_ROOT is a git checkout; only its HEAD commit is used. WORK_DIR's
# build/, destdir/, deb/, dist-src/ and dist-x/ are replaced, and the logs go
# to WORK_DIR/*.log. Step 2 installs and removes a system package: it needs
# root, or sudo, and refuses to touch an hlo-async installed beforehand.
# Needs (not installed here): a C compiler, meson, ninja-build, pkg-config,
# libcjson-dev, python3, git, xz-utils, dpkg-dev, debhelper, fakeroot, apt;
# man-db for the one `man -w` check (skipped without it).
# Exits 1 when any check fails, 2 on a usage error.
# The checks' functions run through try/need, and the bash -c scripts take
# their arguments as $1...: shellcheck sees neither.
# shellcheck disable=SC2317,SC2016
set -u

if [ $# -ne 2 ]; then
    echo "usage: $0 SOURCE_ROOT WORK_DIR" >&2
    exit 2
fi
SRC=$(cd "$1" 2>/dev/null && pwd) || { echo "$0: no directory $1" >&2; exit 2; }
# The checkout may belong to another user (a CI checkout, run as root).
SAFE=(-c safe.directory="$SRC" -c safe.directory="$SRC/.git")
git_src() { git "${SAFE[@]}" -C "$SRC" "$@"; }
# A local clone runs upload-pack without the -c settings: it gets its own.
UPLOAD_PACK="git -c safe.directory=$(printf %q "$SRC") -c safe.directory=$(printf %q "$SRC/.git") upload-pack"
if ! git_src rev-parse --verify -q HEAD >/dev/null 2>&1; then
    echo "$0: $SRC is not a git checkout with a commit" >&2
    exit 2
fi
if ! mkdir -p "$2" || ! WORK=$(cd "$2" && pwd); then echo "$0: cannot create $2" >&2; exit 2; fi
VERSION=$(git_src show HEAD:meson.build |
    sed -n "s/^[[:space:]]*version[[:space:]]*:[[:space:]]*'\([^']*\)'.*/\1/p" | head -n 1)
if [ -z "$VERSION" ]; then
    echo "$0: no project version in meson.build at HEAD" >&2
    exit 2
fi

export LC_ALL=C.UTF-8 DEBIAN_FRONTEND=noninteractive
EXAMPLE=testdata/verify/ok/scheduled_collectives.hlo
# What meson installs under the prefix ...
PREFIX_FILES=(bin/hlo-async
              share/man/man1/hlo-async.1
              share/bash-completion/completions/hlo-async
              share/zsh/site-functions/_hlo-async
              share/fish/vendor_completions.d/hlo-async.fish
              share/doc/hlo-async/README.md
              share/doc/hlo-async/docs/rules.md
              share/doc/hlo-async/docs/cost-model.md
              share/doc/hlo-async/docs/mlir.md)
# ... and what the package installs (debhelper compresses the man page).
DEB_FILES=(/usr/bin/hlo-async
           /usr/share/man/man1/hlo-async.1.gz
           /usr/share/bash-completion/completions/hlo-async
           /usr/share/zsh/vendor-completions/_hlo-async
           /usr/share/fish/vendor_completions.d/hlo-async.fish
           /usr/share/doc/hlo-async/README.md
           /usr/share/doc/hlo-async/docs/rules.md
           /usr/share/doc/hlo-async/docs/cost-model.md
           /usr/share/doc/hlo-async/docs/mlir.md)

# ---- TAP ---------------------------------------------------------------------
n=0
failed=0
BLOCK=""   # set when a check the next ones need has failed
tap() {
    n=$((n + 1))
    if [ "$1" = ok ]; then echo "ok $n - $2"; else failed=$((failed + 1)); echo "not ok $n - $2"; fi
}
# try DESCRIPTION COMMAND...: one TAP line for whether COMMAND succeeds; not
# run (and failed) when an earlier check it needs has failed.
try() {
    local desc=$1
    shift
    if [ -n "$BLOCK" ]; then tap not "$desc # not run: $BLOCK"; return 1; fi
    if "$@"; then tap ok "$desc"; return 0; fi
    tap not "$desc"
    return 1
}
# need DESCRIPTION COMMAND...: a try the rest of the step depends on.
need() { try "$@" || { [ -n "$BLOCK" ] || BLOCK="check $n failed"; return 1; }; }
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }
diag() { sed 's/^/#   /'; }
# run LOG COMMAND...: COMMAND's output goes to LOG; on failure, its end is
# shown as TAP comments.
run() {
    local log=$1 rc
    shift
    echo "\$ $*" >>"$log"
    "$@" >>"$log" 2>&1 && return 0
    rc=$?
    echo "#   exit $rc from: $*  (log: $log)"
    tail -n 15 "$log" | diag
    return 1
}
has_file() {
    [ -f "$1" ] && return 0
    echo "#   missing: $1"
    return 1
}
# verifies BINARY LOG: BINARY verifies the bundled example next to it in the
# tree given as EXAMPLE_ROOT, with exit 0.
verifies() { run "$2" "$1" verify "$EXAMPLE_ROOT/$EXAMPLE"; }

echo "# hlo-async $VERSION, $SRC at $(git_src rev-parse --short HEAD); work dir $WORK"
rm -rf "$WORK/build" "$WORK/destdir" "$WORK/deb" "$WORK/dist-src" "$WORK/dist-x"
rm -f "$WORK"/*.log

# ---- 1. meson install --------------------------------------------------------
LOG=$WORK/meson-install.log
echo "# 1. meson install (log: $LOG)"
BLOCK=""
EXAMPLE_ROOT=$SRC
prefix_of() {
    PREFIX=$(meson introspect --buildoptions "$1" | python3 -c \
        'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))') &&
        [ -n "$PREFIX" ] && echo "#   prefix: $PREFIX"
}
PREFIX=/usr/local
need "meson install: configure a release build with -Dtests=false" \
    run "$LOG" meson setup "$WORK/build" "$SRC" --buildtype=release -Dtests=false &&
    prefix_of "$WORK/build"
need "meson install: build and meson install --destdir" \
    run "$LOG" meson install -C "$WORK/build" --destdir "$WORK/destdir"
for f in "${PREFIX_FILES[@]}"; do
    try "meson install: installs $PREFIX/$f" has_file "$WORK/destdir$PREFIX/$f"
done
try "meson install: the installed hlo-async verifies $EXAMPLE" \
    verifies "$WORK/destdir$PREFIX/bin/hlo-async" "$LOG"
# links_open BINARY ROOT: the SARIF of BINARY links the tool's README and each rule's
# anchor in docs/rules.md, files under ROOT (the destdir, or / for the package).
links_open() {
    "$1" verify --format=sarif "$EXAMPLE_ROOT/$EXAMPLE" | python3 -c '
import json, os, sys
root = sys.argv[1]
driver = json.load(sys.stdin)["runs"][0]["tool"]["driver"]
def path(uri):
    assert uri.startswith("file:///"), uri
    return root.rstrip("/") + uri[len("file://"):].split("#")[0]
bad = [u for u in [driver["informationUri"]] + [r["helpUri"] for r in driver["rules"]]
       if not os.path.isfile(path(u)) or ("#" in u and "<a id=\"%s\"></a>" % u.split("#")[1]
                                         not in open(path(u)).read())]
print("#   links that open nothing:", bad[:3]) if bad else None
sys.exit(1 if bad else 0)' "$2"
}
try "meson install: the SARIF links (helpUri, informationUri) open installed docs" \
    links_open "$WORK/destdir$PREFIX/bin/hlo-async" "$WORK/destdir"

# ---- 2. Debian package -------------------------------------------------------
LOG=$WORK/deb.log
echo "# 2. Debian package (log: $LOG)"
BLOCK=""
DEBSRC=$WORK/deb/hlo-async-$VERSION
EXAMPLE_ROOT=$DEBSRC
ARCH=$(dpkg --print-architecture 2>/dev/null || echo unknown)
DEB=$WORK/deb/hlo-async_$VERSION-1_$ARCH.deb
AS_ROOT=()
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then
    if [ -t 0 ]; then AS_ROOT=(sudo); else AS_ROOT=(sudo -n); fi
fi
extract_head() {
    mkdir -p "$DEBSRC" &&
        run "$LOG" bash -c 'set -o pipefail; git "${@:3}" -C "$1" archive HEAD | tar -x -C "$2"' \
            _ "$SRC" "$DEBSRC" "${SAFE[@]}" &&
        has_file "$DEBSRC/debian/rules"
}
changelog_version() {
    local v
    v=$(cd "$DEBSRC" && dpkg-parsechangelog -S Version 2>&1)
    [ "$v" = "$VERSION-1" ] && return 0
    echo "#   debian/changelog says '$v', meson.build $VERSION"
    return 1
}
is_installed() { dpkg-query -W -f='${Status}' hlo-async 2>/dev/null | grep -q ' installed$'; }
WE_INSTALLED=0
install_deb() {
    if [ "$(id -u)" -ne 0 ] && { [ ${#AS_ROOT[@]} -eq 0 ] || ! "${AS_ROOT[@]}" true 2>/dev/null; }; then
        echo "#   needs root: not root, and no sudo that works without a prompt"
        return 1
    fi
    if is_installed; then
        echo "#   hlo-async is installed already: remove it first (this test installs and removes it)"
        return 1
    fi
    WE_INSTALLED=1
    run "$LOG" "${AS_ROOT[@]}" apt-get install -y "$DEB" && is_installed
}
dpkg_lists() {
    dpkg -L hlo-async 2>/dev/null | grep -Fxq "$1" && return 0
    echo "#   dpkg -L hlo-async does not list $1"
    return 1
}
prints_version() {
    local out
    out=$(/usr/bin/hlo-async --version 2>&1)
    [[ " $out " == *" $VERSION "* ]] && return 0
    echo "#   /usr/bin/hlo-async --version printed: $out"
    return 1
}
man_finds_it() {
    local page
    page=$(man -w hlo-async 2>&1)
    [ "$page" = /usr/share/man/man1/hlo-async.1.gz ] && return 0
    echo "#   man -w hlo-async: $page"
    return 1
}
# The packaged completions load in each shell as a user's shell starts: bash through
# bash-completion's loader, zsh's compinit on Debian's default $fpath (zsh -f: no
# startup file adds to it), fish from its vendor directory.
bash_loads() {
    local out
    out=$(bash -c 'source /usr/share/bash-completion/bash_completion &&
        _completion_loader hlo-async; complete -p hlo-async' 2>&1)
    [[ $out == *"-F _hlo_async hlo-async"* ]] && return 0
    echo "#   bash: $out"
    return 1
}
zsh_loads() {
    local out
    out=$(cd / && HOME=$(mktemp -d) zsh -f -c 'autoload -Uz compinit && compinit -u -d "$HOME/.zcompdump" &&
        print -r -- "${_comps[hlo-async]}"' 2>&1)
    [ "$out" = _hlo-async ] && return 0
    echo "#   zsh: compinit gives hlo-async '$out'"
    return 1
}
fish_loads() {
    local out
    out=$(HOME=$(mktemp -d) fish -c 'complete -C "hlo-async veri"' 2>&1)
    [[ $out == verify* ]] && return 0
    echo "#   fish: complete -C 'hlo-async veri' gives '$out'"
    return 1
}
remove_deb() { run "$LOG" "${AS_ROOT[@]}" apt-get remove -y hlo-async && ! is_installed; }

need "deb: git archive HEAD has a debian/ directory" extract_head
# A git repository of the tree, to see what the build leaves behind in it.
try "deb: the tree is committed to a git repository of its own" \
    run "$LOG" bash -c 'cd "$1" && git init -q && git add -A &&
        git -c user.name=t -c user.email=t@example.com commit -qm tree' _ "$DEBSRC"
try "deb: debian/changelog's version is $VERSION-1" changelog_version
need "deb: dpkg-buildpackage -us -uc -b" \
    run "$LOG" bash -c 'cd "$1" && dpkg-buildpackage -us -uc -b' _ "$DEBSRC"
need "deb: it builds $(basename "$DEB")" has_file "$DEB"
clean_tree() {
    local left
    left=$(git -C "$DEBSRC" status --porcelain 2>&1)
    [ -z "$left" ] && return 0
    echo "#   git status after dpkg-buildpackage:"
    printf '%s\n' "$left" | diag
    return 1
}
try "deb: dpkg-buildpackage leaves git status clean (its products are .gitignored)" clean_tree
need "deb: apt-get install -y ./$(basename "$DEB")" install_deb
for f in "${DEB_FILES[@]}"; do
    try "deb: dpkg -L hlo-async lists $f" dpkg_lists "$f"
done
try "deb: /usr/bin/hlo-async verifies $EXAMPLE" verifies /usr/bin/hlo-async "$LOG"
try "deb: hlo-async --version prints $VERSION" prints_version
try "deb: the SARIF links (helpUri, informationUri) open the packaged docs" links_open /usr/bin/hlo-async /
if command -v man >/dev/null || [ -n "$BLOCK" ]; then
    try "deb: man -w hlo-async finds the packaged page" man_finds_it
else
    skip "deb: man -w hlo-async finds the packaged page" "man is not installed"
fi
try "deb: the bash completion loads from the package" bash_loads
try "deb: the zsh completion loads in zsh with Debian's default \$fpath" zsh_loads
try "deb: the fish completion loads from the package" fish_loads
# Whatever failed above, take away what this test installed.
if [ $WE_INSTALLED -eq 1 ]; then
    BLOCK=""
    try "deb: apt-get remove -y hlo-async removes it" remove_deb
else
    try "deb: apt-get remove -y hlo-async removes it" false
fi

# ---- 3. meson dist -----------------------------------------------------------
LOG=$WORK/dist.log
echo "# 3. meson dist (log: $LOG)"
BLOCK=""
TARBALL=$WORK/dist-src/build/meson-dist/hlo-async-$VERSION.tar.xz
EXAMPLE_ROOT=$WORK/dist-x/hlo-async-$VERSION
need "dist: git clone into dist-src" \
    run "$LOG" git "${SAFE[@]}" clone -q --upload-pack="$UPLOAD_PACK" "$SRC" "$WORK/dist-src"
need "dist: meson setup in the clone" \
    run "$LOG" meson setup "$WORK/dist-src/build" "$WORK/dist-src" -Dtests=false
need "dist: meson dist --no-tests --formats xztar" \
    run "$LOG" meson dist -C "$WORK/dist-src/build" --no-tests --formats xztar
need "dist: it makes hlo-async-$VERSION.tar.xz" has_file "$TARBALL"
need "dist: the tarball extracts to hlo-async-$VERSION/" \
    run "$LOG" bash -c 'mkdir -p "$1" && tar -xJf "$2" -C "$1" && test -f "$3/meson.build"' \
        _ "$WORK/dist-x" "$TARBALL" "$EXAMPLE_ROOT"
need "dist: the extracted tree configures with -Dtests=false" \
    run "$LOG" meson setup "$EXAMPLE_ROOT/build" "$EXAMPLE_ROOT" -Dtests=false
need "dist: the extracted tree builds" run "$LOG" meson compile -C "$EXAMPLE_ROOT/build"
try "dist: the built hlo-async verifies $EXAMPLE" verifies "$EXAMPLE_ROOT/build/hlo-async" "$LOG"
# The tarball's own suite, outside any git checkout, as a user of the release runs it
# after the README's first command (which installs the browser test's package).
try "dist: the extracted tree's tests pass outside git (npm ci in tests/browser, meson setup b && meson test -C b)" \
    run "$LOG" bash -c 'cd "$1" && ! git rev-parse --git-dir >/dev/null 2>&1 &&
        (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error) &&
        meson setup b >/dev/null && meson test -C b --print-errorlogs' _ "$EXAMPLE_ROOT"

echo "1..$n"
[ $failed -eq 0 ] || { echo "# $failed of $n checks failed"; exit 1; }
exit 0
