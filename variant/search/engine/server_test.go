package engine_test

import (
	"context"
	"io"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// session is a scripted session with a Ludus engine served in process.
type session struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan error
}

func serve(t *testing.T, kind string) *session {
	s := &engine.Server{
		Name: "Ludus test",
		NewPlayer: func(v *variant.Variant, l search.Limits) (engine.Player, error) {
			return search.New(v, search.Config{Kind: kind, Limits: l, Seed: 7})
		},
		Limits: search.Limits{Nodes: 300},
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ss := &session{t: t, in: inW, lines: make(chan string, 1024), done: make(chan error, 1)}
	go func() {
		err := s.Serve(context.Background(), inR, outW)
		outW.Close()
		ss.done <- err
	}()
	go func() {
		buf := make([]byte, 0, 4096)
		tmp := make([]byte, 4096)
		for {
			n, err := outR.Read(tmp)
			buf = append(buf, tmp[:n]...)
			for {
				i := strings.IndexByte(string(buf), '\n')
				if i < 0 {
					break
				}
				ss.lines <- string(buf[:i])
				buf = buf[i+1:]
			}
			if err != nil {
				close(ss.lines)
				return
			}
		}
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-ss.done:
		case <-time.After(10 * time.Second):
			t.Error("the session did not end")
		}
	})
	return ss
}

func (s *session) send(lines ...string) {
	for _, l := range lines {
		if _, err := io.WriteString(s.in, l+"\n"); err != nil {
			s.t.Fatal(err)
		}
	}
}

// until returns the lines up to the first that starts with prefix.
func (s *session) until(prefix string) []string {
	s.t.Helper()
	var out []string
	timeout := time.After(30 * time.Second)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.t.Fatalf("the session ended before %q; got %q", prefix, out)
			}
			out = append(out, l)
			if strings.HasPrefix(l, prefix) {
				return out
			}
		case <-timeout:
			s.t.Fatalf("no %q; got %q", prefix, out)
		}
	}
}

func last(lines []string) string { return lines[len(lines)-1] }

// Must show 1: uci lists UCI_Variant with the games; position startpos
// moves e2e4, go nodes 2000 answers a bestmove that Fairy-Stockfish also
// finds legal (go perft 1). Then the same for every game UCI carries.
func TestUCISession(t *testing.T) {
	o := newOracle(t)
	s := serve(t, "mcts")
	s.send("uci")
	lines := s.until("uciok")
	var combo string
	for _, l := range lines {
		if strings.HasPrefix(l, "option name UCI_Variant ") {
			combo = l + " "
		}
	}
	for _, v := range []string{"chess", "chess960", "capablanca", "shatranj", "courier", "xiangqi"} {
		if !strings.Contains(combo, " var "+v+" ") {
			t.Errorf("UCI_Variant lacks %s: %s", v, combo)
		}
	}
	if !strings.Contains(strings.Join(lines, "\n"), "option name UCI_Chess960 type check default false") {
		t.Errorf("no UCI_Chess960 option:\n%s", strings.Join(lines, "\n"))
	}
	s.send("isready")
	s.until("readyok")
	s.send("position startpos moves e2e4", "go nodes 2000")
	best := strings.Fields(last(s.until("bestmove")))[1]
	o.setup("chess", false, "", "e2e4")
	if !o.legal()[best] {
		t.Errorf("after e2e4, bestmove %s is not legal for Fairy-Stockfish", best)
	}
	t.Logf("uci: position startpos moves e2e4, go nodes 2000: bestmove %s", best)

	for _, c := range []struct {
		variant  string // UCI_Variant sent to Ludus
		fsf      string // and to Fairy-Stockfish
		chess960 bool
		fen      string
		moves    []string
	}{
		{"chess", "chess", false, "", []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"}}, // castling is legal now
		{"chess", "chess", true, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", nil},
		{"chess960", "chess", true, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", nil},
		{"fischerandom", "fischerandom", false, "", []string{"e2e4"}},
		{"capablanca", "capablanca", false, "", []string{"e2e4", "e7e5"}},
		{"shatranj", "shatranj", false, "", []string{"e2e3", "d7d6"}},
		{"courier", "courier", false, "", []string{"b2b3"}},
		{"xiangqi", "xiangqi", false, "", []string{"h3e3", "h10g8"}},
	} {
		s.send("setoption name UCI_Variant value "+c.variant, "setoption name UCI_Chess960 value "+map[bool]string{true: "true", false: "false"}[c.chess960], "ucinewgame")
		pos := "position startpos"
		if c.fen != "" {
			pos = "position fen " + c.fen
		}
		if len(c.moves) > 0 {
			pos += " moves " + strings.Join(c.moves, " ")
		}
		s.send(pos, "go nodes 300")
		got := s.until("bestmove")
		best := strings.Fields(last(got))[1]
		o.setup(c.fsf, c.chess960, c.fen, c.moves...)
		if legal := o.legal(); !legal[best] {
			t.Errorf("%s %s: bestmove %s is not among Fairy-Stockfish's legal moves %v (session %q)", c.variant, pos, best, legal, got)
		}
		t.Logf("uci %s: %s, go nodes 300: bestmove %s", c.variant, pos, best)
	}
	s.send("quit")
}

// The FEN conventions agree: Ludus's position text for the start and
// after a few moves is Fairy-Stockfish's FEN, for every game UCI carries.
func TestFENAgrees(t *testing.T) {
	o := newOracle(t)
	for _, c := range []struct {
		ludus, fsf string
		moves      []string
	}{
		{"chess", "chess", []string{"e2e4", "c7c5", "g1f3"}},
		{"capablanca", "capablanca", []string{"e2e4", "d7d5", "e4d5"}},
		{"shatranj", "shatranj", []string{"e2e3"}},
		{"courier", "courier", []string{"b2b3", "b7b6"}},
		{"xiangqi", "xiangqi", []string{"h3e3", "h10g8", "h1g3"}},
	} {
		v, err := variant.Lookup(c.ludus)
		if err != nil {
			t.Fatal(err)
		}
		g := variant.NewGame(must(v.New("")))
		for _, m := range c.moves {
			if err := g.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		o.setup(c.fsf, false, "", c.moves...)
		if got, want := g.Position().String(), o.fen(); got != want {
			t.Errorf("%s after %v: Ludus %s, Fairy-Stockfish %s", c.ludus, c.moves, got, want)
		}
	}
}

func must[T any](x T, err error) T {
	if err != nil {
		panic(err)
	}
	return x
}

// The same through CECP: features with the variants, usermove, the
// engine's reply with move, checked by Fairy-Stockfish.
func TestCECPSession(t *testing.T) {
	o := newOracle(t)
	s := serve(t, "mcts")
	s.send("xboard", "protover 2")
	lines := s.until("feature done=1")
	all := strings.Join(lines, "\n")
	for _, want := range []string{`variants="normal,capablanca,fischerandom,courier,lancerchess,meridian,qiplacements,shatranj,storm,xiangqi"`, "setboard=1", "usermove=1", "ping=1"} {
		if !strings.Contains(all, want) {
			t.Errorf("features lack %s:\n%s", want, all)
		}
	}
	// Chess: the engine plays black after new; a time control of 40
	// moves in 10 seconds, all left (a quarter of a second a move).
	s.send("new", "level 40 0:10 0", "time 1000", "otim 1000", "usermove e2e4")
	best := strings.Fields(last(s.until("move ")))[1]
	o.setup("chess", false, "", "e2e4")
	if !o.legal()[best] {
		t.Errorf("CECP chess: move %s after e2e4 is not legal for Fairy-Stockfish", best)
	}
	t.Logf("xboard: new, usermove e2e4: move %s", best)
	// An illegal move is refused; ping answers after the move.
	s.send("usermove e2e5", "ping 7")
	if got := s.until("pong 7"); !strings.Contains(strings.Join(got, "\n"), "Illegal move: e2e5") {
		t.Errorf("illegal usermove: %q", got)
	}
	// Xiangqi in ICCS: h2e2 is the central cannon.
	s.send("new", "variant xiangqi", "sd 2", "usermove h2e2")
	best = strings.Fields(last(s.until("move ")))[1]
	ludus, err := xqnotation.LudusSquares(best)
	if err != nil {
		t.Fatal(err)
	}
	o.setup("xiangqi", false, "", "h3e3")
	if !o.legal()[ludus] {
		t.Errorf("CECP xiangqi: move %s (Ludus %s) after h2e2 is not legal for Fairy-Stockfish", best, ludus)
	}
	t.Logf("xboard: variant xiangqi, usermove h2e2: move %s", best)
	// setboard and go: the engine moves for the side to move, here in
	// Chess960 (castling would be written king takes rook, as
	// Fairy-Stockfish writes it).
	fen := "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
	s.send("new", "variant fischerandom", "setboard "+fen, "st 1", "go")
	best = strings.Fields(last(s.until("move ")))[1]
	o.setup("chess", true, fen)
	if !o.legal()[best] {
		t.Errorf("CECP fischerandom: move %s is not legal for Fairy-Stockfish", best)
	}
	// Lancer chess, which XBoard does not know, is described with setup
	// and piece. By hand, from RULES.md 2.2 and XBoard's piece types P N
	// B R Q F E A C W M O H I J G D V L S U K: the royal Queen Q (a king's
	// step) in XBoard's King type, the only one it checks and castles; the
	// King K (a chess queen, capturable) in the Queen type; the Tower T in
	// the Rook type, the Noble B in the Bishop type, the Pikeman P in the
	// Pawn type; the Queen's Lancer J (leaps one or two squares
	// diagonally: Betza FA) in the Alfil type and the King's Lancer L
	// (one or two orthogonally: WD) in the Wazir type, each with a piece
	// command.
	s.send("new", "variant lancerchess")
	want := "setup (P.BTK.J..L...........Qp.btk.j..l...........q) 8x8+0_fairy tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TJBQKBLT w KQkq - 0 1"
	if got := last(s.until("setup ")); got != want {
		t.Errorf("setup:\n%s\nwant\n%s", got, want)
	}
	if got := s.until("piece L&"); strings.Join(got, "|") != "piece J& FA|piece L& WD" {
		t.Errorf("piece commands %q", got)
	}
	s.send("usermove e2e4")
	s.until("move ")
	// Storm (RULES.md 6.2, 6.4, 6.5), by hand: Forester F in the Pawn
	// type, Knight N, Service-maiden S in the Bishop type, Tower T in the
	// Rook type, King K (a chess queen) in the Queen type, Noble B
	// (bishop) in the Ferz type and Aristocrat R (rook) in the Wazir type
	// with piece commands, Precedent C and Adviser A in the Chancellor and
	// Archbishop types, Prince X and Princess Y in the types H and I, the
	// royal Queen Q in the King type, castling three squares as XBoard's
	// King does on ten files. The
	// empty captives' bracket of Ludus's FEN is left out (no holdings).
	// The Prince is U in CECP: XBoard reads a promotion to x as none, and
	// forfeited a Forester's a2a1x that freed a captive Prince.
	s.send("new", "variant storm")
	want = "setup (FNSTKB.ACR..UY.......Qfnstkb.acr..uy.......q) 10x8+0_fairy tnsyqkusnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNSYQKUSNT w KQkq - 0 1"
	if got := last(s.until("setup ")); got != want {
		t.Errorf("storm setup:\n%s\nwant\n%s", got, want)
	}
	if got := s.until("piece Y&"); strings.Join(got, "|") != "piece B& B|piece R& R|piece U& NmpafsyafF|piece Y& NmpafsyafW" {
		t.Errorf("storm piece commands %q", got)
	}
	// XBoard sends its own FEN back, without the bracket; the Prince's
	// bent move g1-h3-h7 takes the Forester on h7.
	s.send("setboard tnsyqkusnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNSYQKUSNT w KQkq - 0 1", "force", "usermove g1h7", "ping 10")
	if got := s.until("pong 10"); len(got) != 1 {
		t.Errorf("storm from XBoard's FEN, g1h7: %q", got)
	}
	// Freeing the captive Prince (RULES.md 6.7), U in CECP.
	s.send("setboard 5q4/F9/10/10/10/10/10/4Q5[U] w - - 0 1", "usermove a7a8u", "ping 12")
	if got := s.until("pong 12"); len(got) != 1 {
		t.Errorf("storm: freeing the Prince, a7a8u: %q", got)
	}
	// QiPlacements (RULES.md 3.2-3.4), by hand: XBoard's parent xiangqi,
	// Soldier P in the Pawn type, Horse N in the Knight type, Chariot R in
	// the Rook type, Attendant A in the Ferz type, Protector B in the
	// Alfil type (E), Cannon C in the Cannon type (O), Princess K in the
	// Wazir type (W), the royal type of XBoard's xiangqi; 7 holdings, the two Cannons of each side in hand, the
	// empty placement record {} left out. Placements count ranks from 0
	// as XBoard's xiangqi does: C@h2 is Ludus's C@h3 (the Traditional
	// square), answered by North's placement on its own half (ranks 5-9).
	s.send("new", "variant qiplacements")
	want = "setup (PN.R.AB..K.C..........pn.r.ab..k.c..........) 9x10+7_xiangqi rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCcc] w - - 0 1"
	if got := last(s.until("setup ")); got != want {
		t.Errorf("qiplacements setup:\n%s\nwant\n%s", got, want)
	}
	s.send("setboard rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCcc] w - - 0 1", "usermove C@h2")
	if got := last(s.until("move ")); !regexp.MustCompile(`^move C@[a-i][5-9]$`).MatchString(got) {
		t.Errorf("qiplacements: C@h2 answered %q, want a Cannon placed on North's half, ranks 5-9 from 0", got)
	}
	s.send("force", "usermove C@a4", "ping 11")
	if got := s.until("pong 11"); len(got) != 2 || !strings.HasPrefix(got[0], "Illegal move") {
		t.Errorf("qiplacements: C@a4 (Ludus a5, a Forbidden square) answered %q, want Illegal move", got)
	}
	// Told courier, the engine starts where XBoard does, from the array
	// before the customary opening (every pawn on its second rank, where
	// g2g4 is no move: no double step); it reads the customary start in
	// XBoard's FEN, which has no castling and en passant fields in courier
	// ("w 0 1"), as XBoard sends it from -lpf.
	s.send("new", "variant courier", "usermove g2g4", "ping 8")
	if got := s.until("pong 8"); len(got) != 2 || !strings.HasPrefix(got[0], "Illegal move") {
		t.Errorf("courier from XBoard's array, g2g4: %q, want Illegal move", got)
	}
	s.send("new", "variant courier", "usermove g2g3", "ping 10")
	if got := s.until("pong 10"); len(got) != 2 || !strings.HasPrefix(got[0], "move ") {
		t.Errorf("courier from XBoard's array, g2g3: %q", got)
	}
	s.send("setboard rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w 0 1", "usermove g3f4", "ping 9")
	if got := s.until("pong 9"); len(got) != 2 || !strings.HasPrefix(got[0], "move ") {
		t.Errorf("courier from XBoard's FEN, g3f4 (the ferz on g3): %q", got)
	}
	// A mate the user gives ends the game with a result line.
	s.send("new", "force", "usermove f2f3", "usermove e7e5", "usermove g2g4", "usermove d8h4")
	if got := last(s.until("0-1")); !strings.Contains(got, "checkmate") {
		t.Errorf("after fool's mate: %q", got)
	}
	s.send("quit")
}

// The same through UCCI: Xiangqi in ICCS coordinates.
func TestUCCISession(t *testing.T) {
	o := newOracle(t)
	s := serve(t, "mcts")
	s.send("ucci")
	s.until("ucciok")
	s.send("isready")
	s.until("readyok")
	s.send("position startpos moves h2e2", "go nodes 2000")
	best := strings.Fields(last(s.until("bestmove")))[1]
	ludus, err := xqnotation.LudusSquares(best)
	if err != nil {
		t.Fatal(err)
	}
	o.setup("xiangqi", false, "", "h3e3")
	if !o.legal()[ludus] {
		t.Errorf("UCCI: bestmove %s (Ludus %s) after h2e2 is not legal for Fairy-Stockfish", best, ludus)
	}
	t.Logf("ucci: position startpos moves h2e2, go nodes 2000: bestmove %s", best)
	// A position given by FEN, as UCCI writes it, and a clock.
	s.send("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves b0c2", "go time 6000 increment 0")
	best = strings.Fields(last(s.until("bestmove")))[1]
	ludus, _ = xqnotation.LudusSquares(best)
	o.setup("xiangqi", false, "", "b1c3")
	if !o.legal()[ludus] {
		t.Errorf("UCCI: bestmove %s after b0c2 is not legal for Fairy-Stockfish", best)
	}
	// A finished game: nobestmove. Black is checkmated here (hand-built:
	// the red chariots on the ninth and tenth ranks).
	s.send("position fen 3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1 moves i0i9", "go depth 1")
	if got := last(s.until("nobestmove")); got != "nobestmove" {
		t.Errorf("mated: %q", got)
	}
	s.send("quit")
	s.until("bye")
}

// go infinite answers at stop, not before.
func TestUCIInfinite(t *testing.T) {
	s := serve(t, "alphabeta")
	s.send("uci", "position startpos", "go infinite")
	s.until("uciok")
	s.send("isready")
	s.until("readyok") // answered while searching
	time.Sleep(50 * time.Millisecond)
	for drained := false; !drained; {
		select {
		case l := <-s.lines:
			if !strings.HasPrefix(l, "info ") { // the search's thinking is no answer
				t.Fatalf("answered before stop: %q", l)
			}
		default:
			drained = true
		}
	}
	s.send("stop")
	if b := last(s.until("bestmove")); strings.Contains(b, "(none)") {
		t.Errorf("stop: %q", b)
	}
}

// After a position the engine refuses (a FEN it cannot read, a move that
// is not legal), go answers bestmove 0000 with an info string saying why,
// until a valid position arrives: never a move for another board.
func TestUCIRefusedPosition(t *testing.T) {
	s := serve(t, "random")
	s.send("uci")
	s.until("uciok")
	// A valid position: a move of Black's after 1. e4.
	s.send("position startpos moves e2e4", "go depth 1")
	if best := strings.Fields(last(s.until("bestmove")))[1]; best[1] != '7' && best[1] != '8' {
		t.Errorf("after e2e4, bestmove %s is not Black's", best)
	}
	for _, bad := range []string{
		"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", // seven ranks
		"position fen not a fen",
		"position startpos moves e2e4 e7e5 e1e3", // an illegal third move
		"position",
	} {
		s.send(bad)
		if l := last(s.until("info string")); !strings.Contains(l, "bad position") {
			t.Errorf("%s: %q, want info string bad position", bad, l)
		}
		for range 2 { // every go, until a valid position
			s.send("go depth 1")
			got := s.until("bestmove")
			if last(got) != "bestmove 0000" || len(got) < 2 || !strings.HasPrefix(got[len(got)-2], "info string ") {
				t.Errorf("%s, go: %q, want an info string and bestmove 0000", bad, got)
			}
		}
	}
	s.send("position startpos", "go depth 1")
	if best := strings.Fields(last(s.until("bestmove")))[1]; best == "0000" || best[1] != '1' && best[1] != '2' {
		t.Errorf("from the start, bestmove %s is not White's", best)
	}
	s.send("quit")
}

// The GUI's new game (UCI ucinewgame, CECP new) reaches Server.NewGame,
// and nothing else does.
func TestNewGame(t *testing.T) {
	for _, c := range []struct{ open, newGame string }{{"uci", "ucinewgame"}, {"xboard", "new"}} {
		var calls atomic.Int32
		s := &engine.Server{
			Name: "Ludus test",
			NewPlayer: func(v *variant.Variant, l search.Limits) (engine.Player, error) {
				return search.New(v, search.Config{Kind: "random", Seed: 7})
			},
			NewGame: func() { calls.Add(1) },
		}
		var out strings.Builder
		in := c.open + "\n" + c.newGame + "\nping 1\nisready\n" + c.newGame + "\nquit\n"
		if err := s.Serve(context.Background(), strings.NewReader(in), &out); err != nil {
			t.Fatal(err)
		}
		if n := calls.Load(); n != 2 {
			t.Errorf("%s: NewGame called %d times, want 2", c.open, n)
		}
	}
}
