package chess960

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"pgregory.net/rapid"
)

// This file holds a reference rules implementation that knows nothing of
// bitboards: a mailbox board walked square by square, with its own
// castling rights and en passant square kept move by move. Random games
// compare it with the package, position by position.

type refPiece struct {
	color Color
	kind  Kind // NoKind: empty
}

type refBoard struct {
	sq     [64]refPiece
	toMove Color
	rights map[int]bool // squares of rooks that may castle
	ep     int          // the square a pawn just passed, or -1
}

func refFrom(p Position) *refBoard {
	b := &refBoard{toMove: p.Turn(), rights: map[int]bool{}, ep: -1}
	for s := range 64 {
		c, k := p.PieceAt(s)
		b.sq[s] = refPiece{c, k}
	}
	for _, c := range []Color{White, Black} {
		for r := p.CastlingRooks(c); r != 0; r &= r - 1 {
			b.rights[trailingZeros(r)] = true
		}
	}
	if ep, ok := p.EnPassant(); ok {
		b.ep = ep
	}
	return b
}

func (b *refBoard) clone() *refBoard {
	c := *b
	c.rights = map[int]bool{}
	for k, v := range b.rights {
		c.rights[k] = v
	}
	return &c
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

// attacked reports whether a piece of colour by attacks s, walking from s.
func (b *refBoard) attacked(s int, by Color) bool {
	f, r := fileOf(s), rankOf(s)
	is := func(f, r int, kinds ...Kind) bool {
		if !onBoard(f, r) {
			return false
		}
		p := b.sq[r*8+f]
		return p.kind != NoKind && p.color == by && slices.Contains(kinds, p.kind)
	}
	for _, d := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		if is(f+d[0], r+d[1], Knight) {
			return true
		}
	}
	for _, d := range [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}} {
		if is(f+d[0], r+d[1], King) {
			return true
		}
	}
	dir := -1 // a white pawn attacks from below
	if by == Black {
		dir = 1
	}
	if is(f-1, r+dir, Pawn) || is(f+1, r+dir, Pawn) {
		return true
	}
	for i, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}} {
		kind := Rook
		if i >= 4 {
			kind = Bishop
		}
		for k := 1; ; k++ {
			tf, tr := f+k*d[0], r+k*d[1]
			if !onBoard(tf, tr) {
				break
			}
			if p := b.sq[tr*8+tf]; p.kind != NoKind {
				if p.color == by && (p.kind == kind || p.kind == Queen) {
					return true
				}
				break
			}
		}
	}
	return false
}

func (b *refBoard) king(c Color) int {
	for s, p := range b.sq {
		if p.kind == King && p.color == c {
			return s
		}
	}
	return -1
}

// refMove is a move of the reference: from, to (the rook for castling),
// promotion.
type refMove struct {
	from, to int
	promo    Kind
	castle   bool
}

func (m refMove) uci() string {
	s := squareName(m.from) + squareName(m.to)
	if m.promo != NoKind {
		s += string(m.promo.Letter() + 'a' - 'A')
	}
	return s
}

// play applies m and returns the new board.
func (b *refBoard) play(m refMove) *refBoard {
	n := b.clone()
	us := b.toMove
	n.toMove = us ^ 1
	n.ep = -1
	back := 0
	if us == Black {
		back = 7
	}
	if m.castle {
		kto, rto := 2, 3
		if m.to > m.from {
			kto, rto = 6, 5
		}
		n.sq[m.from], n.sq[m.to] = refPiece{kind: NoKind}, refPiece{kind: NoKind}
		n.sq[back*8+kto] = refPiece{us, King}
		n.sq[back*8+rto] = refPiece{us, Rook}
		for s := range n.rights {
			if rankOf(s) == back {
				delete(n.rights, s)
			}
		}
		return n
	}
	p := b.sq[m.from]
	if p.kind == Pawn && m.to == b.ep && b.sq[m.to].kind == NoKind {
		n.sq[rankOf(m.from)*8+fileOf(m.to)] = refPiece{kind: NoKind} // en passant
	}
	if p.kind == Pawn && (m.to-m.from == 16 || m.from-m.to == 16) {
		n.ep = (m.from + m.to) / 2
	}
	n.sq[m.to] = p
	n.sq[m.from] = refPiece{kind: NoKind}
	if m.promo != NoKind {
		n.sq[m.to] = refPiece{us, m.promo}
	}
	if p.kind == King {
		for s := range n.rights {
			if rankOf(s) == back {
				delete(n.rights, s)
			}
		}
	}
	delete(n.rights, m.from)
	delete(n.rights, m.to)
	return n
}

// legal returns the legal moves, by making each candidate and looking for
// an attack on the mover's king.
func (b *refBoard) legal() []refMove {
	us := b.toMove
	var cands []refMove
	add := func(from, to int) {
		if b.sq[from].kind == Pawn && (rankOf(to) == 0 || rankOf(to) == 7) {
			for _, k := range []Kind{Queen, Rook, Bishop, Knight} {
				cands = append(cands, refMove{from: from, to: to, promo: k})
			}
			return
		}
		cands = append(cands, refMove{from: from, to: to, promo: NoKind})
	}
	free := func(f, r int) bool { return onBoard(f, r) && b.sq[r*8+f].kind == NoKind }
	enemy := func(f, r int) bool {
		return onBoard(f, r) && b.sq[r*8+f].kind != NoKind && b.sq[r*8+f].color != us
	}
	for s, p := range b.sq {
		if p.kind == NoKind || p.color != us {
			continue
		}
		f, r := fileOf(s), rankOf(s)
		switch p.kind {
		case Pawn:
			dir, home := 1, 1
			if us == Black {
				dir, home = -1, 6
			}
			if free(f, r+dir) {
				add(s, (r+dir)*8+f)
				if r == home && free(f, r+2*dir) {
					add(s, (r+2*dir)*8+f)
				}
			}
			for _, df := range []int{-1, 1} {
				if enemy(f+df, r+dir) || onBoard(f+df, r+dir) && (r+dir)*8+f+df == b.ep {
					add(s, (r+dir)*8+f+df)
				}
			}
		case Knight, King:
			steps := [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
			if p.kind == King {
				steps = [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
			}
			for _, d := range steps {
				if free(f+d[0], r+d[1]) || enemy(f+d[0], r+d[1]) {
					add(s, (r+d[1])*8+f+d[0])
				}
			}
		default:
			dirs := [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
			for i, d := range dirs {
				if p.kind == Rook && i%2 == 1 || p.kind == Bishop && i%2 == 0 {
					continue
				}
				for k := 1; ; k++ {
					tf, tr := f+k*d[0], r+k*d[1]
					if free(tf, tr) {
						add(s, tr*8+tf)
						continue
					}
					if enemy(tf, tr) {
						add(s, tr*8+tf)
					}
					break
				}
			}
		}
	}
	var out []refMove
	for _, m := range cands {
		if n := b.play(m); !n.attacked(n.king(us), us^1) {
			out = append(out, m)
		}
	}
	// Castling, by the rules' text: the king and rook end on c/d or g/f;
	// the squares between the king and its destination and between the
	// rook and its destination (destinations included) are empty but for
	// the two; the king is not in check; no square from the king's to its
	// destination is attacked once the two have left.
	k := b.king(us)
	for rs := range b.rights {
		if b.sq[rs].kind != Rook || b.sq[rs].color != us || rankOf(rs) != rankOf(k) {
			continue
		}
		back := rankOf(k) * 8
		kto, rto := back+2, back+3
		if rs > k {
			kto, rto = back+6, back+5
		}
		ok := !b.attacked(k, us^1)
		span := func(a, z int) {
			for s := min(a, z); s <= max(a, z); s++ {
				if s != k && s != rs && b.sq[s].kind != NoKind {
					ok = false
				}
			}
		}
		span(k, kto)
		span(rs, rto)
		if !ok {
			continue
		}
		empty := b.clone()
		empty.sq[k], empty.sq[rs] = refPiece{kind: NoKind}, refPiece{kind: NoKind}
		for s := min(k, kto); s <= max(k, kto); s++ {
			if empty.attacked(s, us^1) {
				ok = false
			}
		}
		if ok {
			out = append(out, refMove{from: k, to: rs, promo: NoKind, castle: true})
		}
	}
	return out
}

// randomGame plays random moves from a random Chess960 start and calls
// visit on each position with the reference board kept alongside.
func randomGame(t *rapid.T, plies int, visit func(p Position, ref *refBoard)) {
	p, _ := FromID(rapid.IntRange(0, NumStarts-1).Draw(t, "id"))
	ref := refFrom(p)
	seed := rapid.Uint64().Draw(t, "seed")
	for i := range plies {
		visit(p, ref)
		moves := p.Moves(nil)
		if len(moves) == 0 {
			return
		}
		seed = seed*6364136223846793005 + 1442695040888963407
		m := moves[int(seed>>33)%len(moves)]
		var rm refMove
		for _, c := range ref.legal() {
			if c.uci() == p.UCI(m) {
				rm = c
			}
		}
		if rm.from == rm.to {
			t.Fatalf("ply %d, %s: move %s unknown to the reference", i, p, p.UCI(m))
		}
		p, ref = p.Play(m), ref.play(rm)
	}
}

// TestAgainstReference compares the legal moves, the board after each
// move, the castling rights and the en passant square with the reference
// along random games.
func TestAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 200, func(p Position, ref *refBoard) {
			var want []string
			hasEP := false
			for _, m := range ref.legal() {
				want = append(want, m.uci())
				if ref.sq[m.from].kind == Pawn && m.to == ref.ep && ref.sq[m.to].kind == NoKind {
					hasEP = true
				}
			}
			sort.Strings(want)
			got := uciMoves(p)
			if p.over() && len(got) == 0 {
				return // seventy-five moves or dead material: no moves
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%s: moves\n%v\nreference\n%v", p, got, want)
			}
			for s := range 64 {
				c, k := p.PieceAt(s)
				if r := ref.sq[s]; k != r.kind || k != NoKind && c != r.color {
					t.Fatalf("%s: %s holds %v %v, reference %v", p, squareName(s), c, k, r)
				}
			}
			for _, c := range []Color{White, Black} {
				for r := p.CastlingRooks(c); r != 0; r &= r - 1 {
					if !ref.rights[trailingZeros(r)] {
						t.Fatalf("%s: right on %s unknown to the reference", p, squareName(trailingZeros(r)))
					}
				}
			}
			n := bitsOn(p.CastlingRooks(White) | p.CastlingRooks(Black))
			live := 0
			for s := range ref.rights {
				if ref.sq[s].kind == Rook {
					live++
				}
			}
			if n != live {
				t.Fatalf("%s: %d castling rights, reference %d", p, n, live)
			}
			if _, ok := p.EnPassant(); ok != hasEP {
				t.Fatalf("%s: en passant square %v, reference has an en passant capture: %v", p, ok, hasEP)
			}
		})
	})
}

func bitsOn(b uint64) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// mirror swaps the colours: ranks flipped, case swapped, the other side to
// move. It works on the FEN text.
func mirror(t *rapid.T, p Position) Position {
	f := strings.Fields(p.ShredderFEN())
	ranks := strings.Split(f[0], "/")
	slices.Reverse(ranks)
	swap := func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case r >= 'a' && r <= 'z':
				return r - 'a' + 'A'
			case r >= 'A' && r <= 'Z':
				return r - 'A' + 'a'
			}
			return r
		}, s)
	}
	f[0] = swap(strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	if f[2] != "-" {
		f[2] = swap(f[2])
	}
	if f[3] != "-" {
		f[3] = f[3][:1] + string("87654321"[f[3][1]-'1'])
	}
	q, err := ParseFEN(strings.Join(f, " "))
	if err != nil {
		t.Fatalf("mirror of %s: %v", p, err)
	}
	return q
}

// withMirror calls f with the position of a random game after a drawn
// number of plies (0 to 120) and its colour mirror.
func withMirror(t *rapid.T, f func(p, q Position)) {
	plies := rapid.IntRange(0, 120).Draw(t, "plies")
	randomGame(t, plies+1, func(p Position, _ *refBoard) {
		plies--
		if plies >= 0 {
			return
		}
		f(p, mirror(t, p))
	})
}

// TestMirrorPerft: a position and its colour mirror have equal perft.
func TestMirrorPerft(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		withMirror(t, func(p, q Position) {
			for d := 1; d <= 3; d++ {
				if a, b := Perft(p, d), Perft(q, d); a != b {
					t.Fatalf("%s: perft %d = %d, mirror %s: %d", p, d, a, q, b)
				}
			}
		})
	})
}

// TestNotationRoundTrips: every legal move of positions of random games
// reads back from its SAN and its UCI text; the position reads back from
// its X-FEN and Shredder-FEN; playing leaves the position unchanged and
// the incremental hash equals the hash computed afresh.
func TestNotationRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 150, func(p Position, _ *refBoard) {
			if p.hash != p.computeHash() {
				t.Fatalf("%s: hash %#x, computed %#x", p, p.hash, p.computeHash())
			}
			for _, text := range []string{p.String(), p.ShredderFEN()} {
				q, err := ParseFEN(text)
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				q.start = p.start
				if q != p {
					t.Fatalf("%s reads back as %s", text, q)
				}
			}
			before := p
			for _, m := range p.Moves(nil) {
				for _, text := range []string{p.MoveText(m), p.UCI(m)} {
					if got, err := p.ParseMove(text); err != nil || got != m {
						t.Fatalf("%s: %q reads back as %v, %v", p, text, got, err)
					}
				}
				q := p.Play(m)
				if p != before {
					t.Fatalf("Play changed its receiver")
				}
				if q.hash != q.computeHash() {
					t.Fatalf("%s after %s: hash %#x, computed %#x", p, p.UCI(m), q.hash, q.computeHash())
				}
				if q.attackers(q.kingSquare(p.toMove), q.occupied())&q.colors[q.toMove] != 0 {
					t.Fatalf("%s: %s leaves the king in check", p, p.UCI(m))
				}
			}
		})
	})
}

// TestUndoRestores: variant.Game's undo brings back the position and its
// hash, and a record of the game replays to the same position.
func TestUndoRestores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, _ := FromID(rapid.IntRange(0, NumStarts-1).Draw(t, "id"))
		g := NewGame(p)
		var seen []Position
		for range rapid.IntRange(1, 80).Draw(t, "plies") {
			moves := g.Position().Moves(nil)
			if len(moves) == 0 || g.Outcome().Over() {
				break
			}
			seen = append(seen, g.Position())
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		back, err := ParsePGN(PGN(g))
		if err != nil || back.Position().String() != g.Position().String() {
			t.Fatalf("PGN replay: %v", err)
		}
		for i := len(seen) - 1; i >= 0; i-- {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if g.Position() != seen[i] || g.Position().Hash() != seen[i].Hash() {
				t.Fatalf("undo to ply %d: %s, want %s", i, g.Position(), seen[i])
			}
		}
	})
}

// TestDynamicFace drives the registered variants through the dynamic face.
func TestDynamicFace(t *testing.T) {
	for _, name := range []string{"chess960", "Chess960", "fischerandom", "Fischer Random", "chess 960", "FRC", "chess", "standard"} {
		v, err := variant.Lookup(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if v != Chess960 && v != Chess {
			t.Fatalf("%s: %s", name, v.Name)
		}
	}
	a, err := Chess960.New("start=0")
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Options().String(); got != "start=0" {
		t.Errorf("options %q", got)
	}
	r, err := Chess960.New("")
	if err != nil {
		t.Fatal(err)
	}
	id, ok := r.Typed().(Position).ID()
	if !ok || r.Options().Get("start") != strconv.Itoa(id) {
		t.Errorf("random start %s reports options %q", r, r.Options())
	}
	for _, bad := range []string{"start=960", "start=-1", "start=x", "other=1"} {
		if _, err := Chess960.New(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	s, _ := Chess.New("")
	if s.String() != Standard().String() || s.Variant() != Chess {
		t.Errorf("chess starts at %s", s)
	}
	g := variant.NewGame(s)
	for _, m := range []string{"e4", "e7e5", "Nf3", "Nc6", "Bc4", "Bc5", "e1g1"} {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	loaded, err := variant.Load(g.Record())
	if err != nil || loaded.Position().String() != g.Position().String() {
		t.Fatalf("load: %v", err)
	}
	snap := variant.Snap(g.Position())
	if len(snap.Pieces) != 32 || len(snap.Moves) == 0 || snap.ToMove != "black" {
		t.Errorf("snapshot: %+v", snap)
	}
	if _, err := Chess.Parse("8/8/8/8/8/8/8/8 w - - 0 1", Chess.DefaultOptions()); err == nil {
		t.Error("empty board accepted")
	}
}

// TestNoisyMovesAgainstReference checks the quiescence search's moves
// along random games: legal moves, among which those noisy accepts are
// exactly the reference's legal captures (en passant included) and
// promotions.
func TestNoisyMovesAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 200, func(p Position, ref *refBoard) {
			if p.over() {
				return
			}
			var want []string
			for _, m := range ref.legal() {
				taken := ref.sq[m.to]
				capture := !m.castle && taken.kind != NoKind && taken.color != ref.toMove
				enPassant := ref.sq[m.from].kind == Pawn && m.to == ref.ep && taken.kind == NoKind
				if capture || enPassant || m.promo != NoKind {
					want = append(want, m.uci())
				}
			}
			var got []string
			legal := p.Moves(nil)
			for _, m := range noisyMoves(p, nil) {
				if !slices.Contains(legal, m) {
					t.Fatalf("%s: noisy move %s is not legal", p, p.UCI(m))
				}
				if noisy(p, m) {
					got = append(got, p.UCI(m))
				}
			}
			sort.Strings(want)
			sort.Strings(got)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: noisy moves\n%v\nreference\n%v", p, got, want)
			}
		})
	})
}
