package classic_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// masterGame is one game of testdata/xiangqi/master-games-iccs.pgn (see
// ORIGIN.md there): its Event tag and its moves in Ludus's notation.
type masterGame struct {
	event string
	moves []string
}

// readMasters reads the master games. ICCS numbers the ranks 0-9 from
// Red's side, Ludus 1-10, so every rank digit is shifted by one ("h2e2"
// is "h3e3").
func readMasters(t testing.TB) []masterGame {
	t.Helper()
	f, err := os.Open("testdata/xiangqi/master-games-iccs.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var games []masterGame
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(text, "[Event "):
			games = append(games, masterGame{event: strings.Trim(text[len("[Event "):], `"]`)})
		case text == "" || strings.HasPrefix(text, "["):
		case len(games) == 0:
			t.Fatalf("line %d: moves before the first game", line)
		default:
			g := &games[len(games)-1]
			for _, w := range strings.Fields(text) {
				if strings.HasSuffix(w, ".") {
					continue
				}
				if len(w) != 4 || w[1] < '0' || w[1] > '9' || w[3] < '0' || w[3] > '9' {
					t.Fatalf("line %d: %q is not an ICCS move", line, w)
				}
				g.moves = append(g.moves, fmt.Sprintf("%c%d%c%d", w[0], w[1]-'0'+1, w[2], w[3]-'0'+1))
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return games
}

// TestXiangqiMasterGames replays the 1,125 master games (Chinese
// championships 1956-1998) under the default options: the WXF rules in
// arbiter enforcement. The masters played under rules of this kind and
// their games end when they ended them, so no move may be forbidden and no
// game may end before its last recorded move. With -short (the race-
// detector run) every eighth game is replayed.
func TestXiangqiMasterGames(t *testing.T) {
	games := readMasters(t)
	if len(games) != 1125 {
		t.Fatalf("%d games, want 1125", len(games))
	}
	start, err := classic.Xiangqi.StartPosition()
	if err != nil {
		t.Fatal(err)
	}
	plies, step := 0, 1
	if testing.Short() {
		step = 8
	}
	for i, g := range games {
		if i%step != 0 {
			continue
		}
		game := variant.NewGame(start)
		for j, m := range g.moves {
			if o := game.Outcome(); o.Over() {
				t.Errorf("game %d (%s): over before move %d (%s): %v", i+1, g.event, j+1, m, o)
				break
			}
			if err := game.PlayText(m); err != nil {
				t.Errorf("game %d (%s): move %d (%s): %v", i+1, g.event, j+1, m, err)
				break
			}
			plies++
		}
	}
	if plies*step < 100000 {
		t.Errorf("%d plies replayed of about %d, want about 100,000", plies, 100000/step)
	}
}
