package engine_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// uciText writes a move as Fairy-Stockfish's UCI does (SAN is Ludus's
// chess notation; the kernel games write coordinates already).
func uciText(p variant.AnyPosition, m variant.Move) string {
	if t, ok := p.Typed().(chess960.Position); ok {
		return t.UCI(chess960.Move(m))
	}
	return p.MoveText(m)
}

// Must show 2: Ludus (alpha-beta, depth 2) plays Fairy-Stockfish (UCI, 200
// nodes a move) two games, one with each colour, in chess, Chess960,
// Xiangqi, Capablanca and Shatranj. Every game ends, by the rules or at
// 200 plies; every move of both sides is legal in Ludus (Game.Play
// checks) and in Fairy-Stockfish (go perft 1 of a second instance); and
// where Ludus ends a game by checkmate or stalemate, Fairy-Stockfish has
// no legal move either, while wherever Ludus goes on, Fairy-Stockfish
// finds a move (a bestmove (none) fails the game). It runs in CI (where a
// missing Fairy-Stockfish fails it), with -short too.
func TestMatchFairyStockfish(t *testing.T) {
	needFSF(t)
	o := newOracle(t)
	const maxPlies = 200
	start := time.Now()
	var table []string
	bareReplies := 0
	for _, c := range []struct {
		variant, options string
		fsf              string
		chess960         bool
	}{
		{"chess", "", "chess", false},
		{"chess960", "start=123", "chess", true},
		{"xiangqi", "", "xiangqi", false},
		{"capablanca", "", "capablanca", false},
		{"shatranj", "", "shatranj", false},
	} {
		v, err := variant.Lookup(c.variant)
		if err != nil {
			t.Fatal(err)
		}
		fsf, err := engine.Start(context.Background(), engine.Config{Protocol: engine.UCI, Path: fsfPath, Limits: search.Limits{Nodes: 200}})
		if err != nil {
			t.Fatal(err)
		}
		ludus, err := search.New(v, search.Config{Kind: "alphabeta", Limits: search.Limits{Depth: 2}})
		if err != nil {
			t.Fatal(err)
		}
		for game := range 2 {
			p, err := v.New(c.options)
			if err != nil {
				t.Fatal(err)
			}
			g := variant.NewGame(p)
			var uci []string
			for !g.Outcome().Over() {
				if g.Len() >= maxPlies {
					if err := g.Declare(variant.Draw("move limit")); err != nil {
						t.Fatal(err)
					}
					break
				}
				player := ludus
				if int(g.Position().ToMove()) == game {
					player = fsf
				}
				// Shatranj's bare king: Ludus gives the bared king its reply
				// (which may bare the other king for a draw) and ends the
				// game after it; Fairy-Stockfish ends it at once when no
				// reply can. The side to move, bared, then plays Ludus's
				// move, and the result must be the same.
				bared := c.variant == "shatranj" && pieceCount(g.Position(), g.Position().ToMove()) == 1
				if bared {
					player = ludus
				}
				m, err := search.ChooseIn(context.Background(), player, g)
				if err != nil {
					t.Fatalf("%s game %d ply %d: %s: %v", c.variant, game+1, g.Len()+1, player.Name(), err)
				}
				text := uciText(g.Position(), m)
				o.setup(c.fsf, c.chess960, p.String(), uci...)
				if legal := o.legal(); bared && len(legal) == 0 {
					bareReplies++
				} else if !legal[text] {
					t.Fatalf("%s game %d ply %d: %s's move %s is not legal for Fairy-Stockfish (moves %v)", c.variant, game+1, g.Len()+1, player.Name(), text, uci)
				}
				if err := g.Play(m); err != nil {
					t.Fatalf("%s game %d ply %d: %s's move %s: %v", c.variant, game+1, g.Len()+1, player.Name(), text, err)
				}
				uci = append(uci, text)
				if bared {
					if o := g.Outcome(); !o.Over() || o.Reason != "bare king" && o.Reason != "bare kings" {
						t.Errorf("%s game %d: after the bared king's reply Ludus says %s; Fairy-Stockfish had ended the game", c.variant, game+1, v.Describe(o))
					}
				}
			}
			out := g.Outcome()
			if out.Reason == "checkmate" || out.Reason == "stalemate" {
				o.setup(c.fsf, c.chess960, p.String(), uci...)
				if legal := o.legal(); len(legal) != 0 {
					t.Errorf("%s game %d: Ludus says %s, Fairy-Stockfish has moves %v", c.variant, game+1, v.Describe(out), legal)
				}
			}
			fsfSide := v.SideName(variant.Side(game))
			table = append(table, fmt.Sprintf("%-10s Fairy-Stockfish %-5s %-7s %3d plies  %s", c.variant, fsfSide, out.Result(2), g.Len(), v.Describe(out)))
		}
		if err := fsf.Close(); err != nil {
			t.Errorf("closing Fairy-Stockfish: %v", err)
		}
	}
	t.Logf("Ludus (alphabeta depth 2) against Fairy-Stockfish (200 nodes), %v:\n%s\n%d bared kings' replies, which Fairy-Stockfish does not grant",
		time.Since(start).Round(time.Millisecond), strings.Join(table, "\n"), bareReplies)
}

// pieceCount returns the number of pieces side x has on the board.
func pieceCount(p variant.AnyPosition, x variant.Side) int {
	n := 0
	for _, pc := range p.Pieces(nil) {
		if pc.Side == x {
			n++
		}
	}
	return n
}
