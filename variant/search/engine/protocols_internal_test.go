package engine

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Every move of every game a protocol carries, written as that protocol
// writes it (the entry's Protocols: its move hook, CECP's letters, the
// ranks from 0 of UCCI and of CECP on ten ranks), reads back as the same
// move, along random games of 60 plies from the start (Chess960's start
// is drawn at random: the failure names it).
func TestProtocolMovesReadBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 31))
	n := 0
	for _, v := range variant.All() {
		var protos []Protocol
		if v.Protocols.UCI != "" {
			protos = append(protos, UCI)
		}
		if v.Protocols.XBoard != "" {
			protos = append(protos, CECP)
		}
		if v.Protocols.UCCI {
			protos = append(protos, UCCI)
		}
		if len(protos) == 0 {
			continue
		}
		p, err := startOf(v)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		start := p.String()
		for ply := 0; ply < 60; ply++ {
			moves := p.Moves(nil)
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				for _, proto := range protos {
					text := moveText(p, m, proto)
					if back, err := parseMove(p, text, proto); err != nil || back != m {
						t.Fatalf("%s from %s, ply %d, %v: %s (%s) reads back as %v, %v", v.Name, start, ply, proto, text, p.MoveText(m), back, err)
					}
					n++
				}
				if v.Protocols.XBoard != "" {
					text := xboardMoveText(p, m)
					if back, err := parseMove(p, text, CECP); err != nil || back != m {
						t.Fatalf("%s from %s, ply %d, to XBoard: %s (%s) reads back as %v, %v", v.Name, start, ply, text, p.MoveText(m), back, err)
					}
				}
			}
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
	if n == 0 {
		t.Fatal("no game is carried by a protocol: is variant/all linked?")
	}
}

// The texts the protocols write, by hand from their conventions:
// Fairy-Stockfish's UCI writes Xiangqi's ranks 1-10 and chess castling as
// the king's step; ICCS (UCCI, and CECP on ten ranks) the ranks from 0,
// so the central cannon's h3e3 is h2e2 (ICCS's H2-E2); Chess960 castling
// is the king taking its rook in UCI and O-O to XBoard.
func TestProtocolMoveTexts(t *testing.T) {
	for _, c := range []struct {
		game, fen, move string
		proto           Protocol
		want            string
	}{
		{"xiangqi", "", "h3e3", UCI, "h3e3"},
		{"xiangqi", "", "h3e3", UCCI, "h2e2"},
		{"xiangqi", "", "h3e3", CECP, "h2e2"},
		{"xiangqi", "", "b1c3", CECP, "b0c2"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", UCI, "e1g1"},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", CECP, "e1c1"},
		{"chess960", "1rk1r3/8/8/8/8/8/8/6K1 b be - 0 1", "O-O", UCI, "c8e8"},
		{"chess960", "1rk1r3/8/8/8/8/8/8/6K1 b be - 0 1", "O-O-O", CECP, "c8b8"},
		{"capablanca", "", "e2e4", CECP, "e2e4"},
	} {
		p, err := variant.NewPosition(c.game, "", c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s %s: %v", c.game, c.move, err)
		}
		if got := moveText(p, m, c.proto); got != c.want {
			t.Errorf("%s %s in %v: %q, want %q", c.game, c.move, c.proto, got, c.want)
		}
	}
}

// The engine layer knows no game: it imports none (issue 31), only the
// contract (variant, variant/search) and board. Its tests may link every
// game (variant/all); go list -deps does not count test imports.
func TestImportsNoGame(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("go not found in CI")
		}
		t.Skip("go not found:", err)
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	allowed := map[string]bool{
		"github.com/ludus-chess/ludus/board":                 true,
		"github.com/ludus-chess/ludus/variant":               true,
		"github.com/ludus-chess/ludus/variant/search":        true,
		"github.com/ludus-chess/ludus/variant/search/engine": true,
	}
	for _, pkg := range strings.Fields(string(out)) {
		if strings.HasPrefix(pkg, "github.com/ludus-chess/ludus") && !allowed[pkg] {
			t.Errorf("package engine depends on %s", pkg)
		}
	}
}
