package enochian

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// legalByDefinition is the oracle of the move generator's check filter:
// the legal moves of army t's turn by the rule of §5.2 read literally, with
// no shortcut. When a King of M(T) is in check, its steps (keeping the safe
// ones under checked-king-may-enter-check=false), or, when every checked
// King is boxed in, any move of the other pieces; otherwise every
// pseudo-legal move of M(T) that, played with all its consequences, leaves
// no King of M(T) in check. The order is the generator's: army by army,
// piece by piece from a1, each piece's moves in square order.
func (p *Position) legalByDefinition(t Army) []Move {
	m := p.movable(t)
	var checked uint8
	for a := Army(0); a < 4; a++ {
		if m>>a&1 != 0 && p.inCheck(a) {
			checked |= 1 << a
		}
	}
	var out []Move
	if checked != 0 {
		for a := Army(0); a < 4; a++ {
			if checked>>a&1 != 0 {
				out = p.genKingSteps(a, out)
			}
		}
		if len(out) > 0 {
			if !p.cfg.mayEnterCheck {
				var safe []Move
				for _, mv := range out {
					if p.safeAfter(mv, 1<<mv.army()) {
						safe = append(safe, mv)
					}
				}
				if len(safe) > 0 {
					return safe
				}
			}
			return out
		}
		for a := Army(0); a < 4; a++ {
			if m>>a&1 != 0 {
				out = p.genArmy(a, out, checked>>a&1 != 0)
			}
		}
		return out
	}
	for a := Army(0); a < 4; a++ {
		if m>>a&1 == 0 {
			continue
		}
		for _, mv := range p.genArmy(a, nil, false) {
			if p.safeAfter(mv, m) {
				out = append(out, mv)
			}
		}
	}
	return out
}

// checkLegality compares the generator with the oracle for every army that
// could be asked (the army to move by Moves, the others by the turn
// passing, which asks whether an army has a move), in order.
func checkLegality(t *rapid.T, p Position) {
	if p.cfg.dice {
		return // §8.7 lifts the check rule: no filter to compare
	}
	for a := Army(0); a < 4; a++ {
		if p.frozen>>a&1 != 0 {
			continue
		}
		want := p.legalByDefinition(a)
		got := p.legal(a, nil, false)
		if !slices.Equal(got, want) {
			t.Fatalf("%s in %s:\n got  %s\n want %s", a, p, moveTexts(p, got), moveTexts(p, want))
		}
		if h := p.hasLegal(a); h != (len(want) > 0) {
			t.Fatalf("%s in %s: hasLegal = %v with %d legal moves", a, p, h, len(want))
		}
	}
}

func moveTexts(p Position, ms []Move) string {
	var b strings.Builder
	for _, m := range ms {
		b.WriteString(p.MoveText(m))
		b.WriteByte(' ')
	}
	return b.String()
}

// The fast check filter (legal, safe) agrees with judging every move on the
// position after it (§5.2), on the positions of random games from the
// arrays and the scenarios, with actions (withdrawals, exchanges) now and
// then.
func TestPropFastLegalityAgrees(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, p := range genPosition(t, true) {
			checkLegality(t, p)
		}
	})
}

// The same on random studies: Kings anywhere, many rooks and bishops (the
// pieces that pin), frozen armies, armies led by their partner (two Kings to
// guard with seized-armies-share-turns), intact thrones, waiting pawns, and
// each army's turn.
func TestPropFastLegalityAgreesOnStudies(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, ok := genStudy(t)
		if !ok {
			t.Skip("not a valid position")
		}
		checkLegality(t, p)
		var buf []Move
		for range 8 {
			buf = p.Moves(buf[:0])
			if len(buf) == 0 {
				return
			}
			p = p.Play(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")])
			checkLegality(t, p)
		}
	})
}

// genStudy draws a random study position (option study=true): each army's
// King on the board or captured (its army frozen), at least one King per
// team, up to 24 other pieces biased toward rooks and bishops, often three
// bishops or queens of different armies on a concourse set, some armies led
// by their partner.
func genStudy(t *rapid.T) (Position, bool) {
	opts := genOptions(t) + ",study=true"
	if !strings.Contains(opts, OptSeizedArmiesShareTurns) && rapid.IntRange(0, 2).Draw(t, "share") == 0 {
		opts += "," + OptSeizedArmiesShareTurns + "=true"
	}
	free := make([]int, 64)
	for i := range free {
		free[i] = i
	}
	take := func(name string) int {
		i := rapid.IntRange(0, len(free)-1).Draw(t, name)
		s := free[i]
		free = append(free[:i], free[i+1:]...)
		return s
	}
	var tokens []string
	var status [4]string
	kings := [4]bool{}
	for a := Army(0); a < 4; a++ {
		kings[a] = rapid.IntRange(0, 3).Draw(t, "king?") != 0
	}
	for tm := range 2 {
		if !kings[tm] && !kings[tm+2] {
			kings[tm] = true
		}
	}
	capN := 0
	for a := Army(0); a < 4; a++ {
		if !kings[a] {
			capN++
			enemy := (a + 1) & 3
			if !kings[enemy] {
				enemy = (a + 3) & 3
			}
			status[a] = "fc" + string(armyLetters[enemy]) + strconv.Itoa(capN)
			continue
		}
		status[a] = "-"
		if s := thrones[a]; slices.Contains(free, s) && rapid.IntRange(0, 2).Draw(t, "on throne?") == 0 {
			free = slices.DeleteFunc(free, func(x int) bool { return x == s })
			tok := string(armyLetters[a]) + "K"
			if rapid.Bool().Draw(t, "intact?") {
				tok += "+" + string(Kind(rapid.IntRange(int(Queen), int(Knight)).Draw(t, "companion")).Letter())
			}
			tokens = append(tokens, tok+":"+sqName(s))
			continue
		}
		tokens = append(tokens, string(armyLetters[a])+"K:"+sqName(take("king square")))
	}
	for a := Army(0); a < 4; a++ {
		if q := a.Partner(); kings[a] && kings[q] && a < q && rapid.IntRange(0, 3).Draw(t, "led?") == 0 {
			status[a] = "l" + string(armyLetters[q])
		}
		if rapid.Bool().Draw(t, "pawn lost?") {
			if status[a] == "-" {
				status[a] = ""
			}
			status[a] += "e"
		}
	}
	if rapid.IntRange(0, 2).Draw(t, "concourse?") == 0 {
		// Bishops or queens of three armies on a concourse set, its
		// fourth square free or not, for the §7 consequences.
		k := rapid.SampledFrom([]Kind{Bishop, Queen}).Draw(t, "concourse kind")
		set := concourseSets[rapid.IntRange(0, 4).Draw(t, "set")]
		for i, a := range rapid.Permutation([]Army{Yellow, Blue, Red, Black}).Draw(t, "armies")[:3] {
			if s := set[i]; slices.Contains(free, s) {
				free = slices.DeleteFunc(free, func(x int) bool { return x == s })
				tokens = append(tokens, string(armyLetters[a])+string(k.Letter())+":"+sqName(s))
			}
		}
	}
	n := rapid.IntRange(0, 24).Draw(t, "pieces")
	for range n {
		a := Army(rapid.IntRange(0, 3).Draw(t, "army"))
		k := rapid.SampledFrom([]Kind{Rook, Rook, Bishop, Bishop, Queen, Knight, Pawn}).Draw(t, "kind")
		tok := string(armyLetters[a]) + string(k.Letter())
		if k == Pawn {
			tok += string(Kind(rapid.IntRange(int(Queen), int(Knight)).Draw(t, "serves")).Letter() + 'a' - 'A')
		}
		tokens = append(tokens, tok+":"+sqName(take("square")))
	}
	turn := string(armyLetters[rapid.IntRange(0, 3).Draw(t, "turn")])
	text, err := buildText(strings.Join(tokens, " "), turn, strings.Join(status[:], ","))
	if err != nil {
		t.Fatal(err)
	}
	o, err := Enochian.ParseOptions(opts)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(text, o)
	if err != nil || p.turn == NoArmy {
		return Position{}, false
	}
	return p, true
}

// §5.2 judges a move after everything it does, a concourse included (§7.3):
// Yellow's queen completing the centre set with the queens of Blue, Red and
// Black captures the Blue and Black queens on e4 and e5, which opens the e
// file between Black's rook on e1 and Yellow's King on e8. Hand analysis:
// before the move the King is not in check (e5 and e4 block the file), no
// Yellow piece is pinned, and the queen's leap f6-d4 is otherwise free, so
// only the concourse makes it illegal; without the rook it is legal. The
// bishop on a3 gives Yellow both kinds that can make a concourse.
func TestConcourseMayNotExposeTheKing(t *testing.T) {
	pieces := "yK:e8 yQ:f6 yB:a3 bQ:e4 rQ:d5 kQ:e5 bK:h8 rK:h1 kK:a1"
	for _, opts := range []string{"", zal} {
		for _, rook := range []bool{true, false} {
			ps := pieces
			if rook {
				ps += " kR:e1"
			}
			p := setup(t, opts, ps, "y", "-,-,-,-")
			if got := slices.Contains(texts(p), "Qf6-d4"); got == rook {
				t.Errorf("%q rook on e1 %v: Qf6-d4 legal = %v", opts, rook, got)
			}
		}
	}
}

// The sliders' attack sets agree with walking each direction square by
// square up to the first occupied one, on random occupancies.
func TestPropSliderAttacks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.IntRange(0, 63).Draw(t, "square")
		occ := rapid.Uint64().Draw(t, "occ") & rapid.Uint64().Draw(t, "thin")
		walk := func(dirs [][2]int) uint64 {
			var att uint64
			for _, d := range dirs {
				for f, r := s%8+d[0], s/8+d[1]; onBoard(f, r); f, r = f+d[0], r+d[1] {
					att |= 1 << (f + 8*r)
					if occ>>(f+8*r)&1 != 0 {
						break
					}
				}
			}
			return att
		}
		if got, want := rookAttacks(s, occ), walk([][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}); got != want {
			t.Fatalf("rook on %d, occ %#x: %#x, want %#x", s, occ, got, want)
		}
		if got, want := bishopAttacks(s, occ), walk([][2]int{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}); got != want {
			t.Fatalf("bishop on %d, occ %#x: %#x, want %#x", s, occ, got, want)
		}
	})
}
