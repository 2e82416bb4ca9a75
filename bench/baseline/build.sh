#!/bin/sh
# build.sh REV OUT builds OUT, examples/selfplay of commit REV with one more
# player, "base": the default player of commit b71d7d5 (issue 26's
# baseline), linked from a copy of that commit whose module is renamed
# ludusbase. Every game of the registry can then be played against the
# baseline, Rithmomachia and four-handed Enochian included, which b71d7d5's
# engine program does not offer:
#
#	bench/baseline/build.sh HEAD /tmp/hist
#	/tmp/hist -variant storm -a default -b base -games 20 -time 1s -workers 1 -seed 61
#
# base.go is the adapter: before each decision it replays the game from the
# start in the baseline's rules by move text (and checks that the two
# positions print alike), asks the baseline's player, and reads its choice
# back as text. The baseline's known crash (a slice out of range when every
# root move loses, issue 26) is recovered: it then plays its first legal
# move, and standard error says so.
#
# The directory has its own go.mod so that the main module's ./... does not
# build it. It needs git, perl, go and the module cache of the main module.
set -eu
rev=${1:?usage: build.sh REV OUT}
out=${2:?usage: build.sh REV OUT}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'git -C "$repo" worktree remove --force "$work/new" 2>/dev/null; rm -rf "$work"' EXIT

git -C "$repo" worktree add -q --detach "$work/new" "$rev"
mkdir "$work/ludusbase"
git -C "$repo" archive b71d7d5 | tar -x -C "$work/ludusbase"
find "$work/ludusbase" -name '*.go' -o -name go.mod | xargs perl -pi -e 's#github.com/ludus-chess/ludus#ludusbase#g'

m=$work/match
mkdir -p "$m/internal"
for f in "$work"/new/examples/selfplay/*.go; do
	case $f in *_test.go) ;; *) cp "$f" "$m/" ;; esac
done
for d in elo progress usage; do
	mkdir "$m/internal/$d"
	for f in "$work/new/examples/internal/$d"/*.go; do
		case $f in *_test.go) ;; *) cp "$f" "$m/internal/$d/" ;; esac
	done
done
find "$m" -name '*.go' | xargs perl -pi -e 's#github.com/ludus-chess/ludus/examples/internal#baselinematch/internal#g'
cp "$here/base.go" "$m/"
# The three hooks: the player kind, its deliberation, the options' text.
perl -0pi -e '
	s/(\tif kind == "default" \{\n\t\tkind = ""\n\t\}\n)/$1\tif kind == "base" {\n\t\treturn basePlayer{v: v, seed: seed, l: l}, nil\n\t}\n/ or die "hook 1";
	s/\t\t\td, err := search.Deliberate\(ctx, player, g, sides\)\n/\t\t\tvar d search.Decision[variant.Move]\n\t\t\tif bp, ok := player.(basePlayer); ok {\n\t\t\t\td, err = bp.deliberate(ctx, g, sides)\n\t\t\t} else {\n\t\t\t\td, err = search.Deliberate(ctx, player, g, sides)\n\t\t\t}\n/ or die "hook 2";
	s/(\tc.variant, c.options = v, o\n)/$1\tbaseOptions = opts\n/ or die "hook 3";
' "$m/main.go"
cat > "$m/go.mod" <<MOD
module baselinematch

go 1.26.0

require (
	github.com/ludus-chess/ludus v0.0.0
	ludusbase v0.0.0
)

replace github.com/ludus-chess/ludus => $work/new

replace ludusbase => $work/ludusbase
MOD
cp "$work/new/go.sum" "$m/"
(cd "$m" && GOFLAGS=-mod=mod GOPROXY=off go build -o "$out" .)
