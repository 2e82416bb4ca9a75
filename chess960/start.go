package chess960

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// NumStarts is the number of Chess960 start positions, numbered 0..959.
const NumStarts = 960

// StandardID is the number of the standard chess array, RNBQKBNR.
const StandardID = 518

// krnCodes lists, for each KRN code 0..9, the order of the king, the rooks
// and the knights on the five squares the bishops and the queen leave, from
// the a-side: Scharnagl's table.
var krnCodes = [10]string{"NNRKR", "NRNKR", "NRKNR", "NRKRN", "RNNKR", "RNKNR", "RNKRN", "RKNNR", "RKNRN", "RKRNN"}

// BackRank returns the white pieces of start position id from file a to h,
// as letters ("RNBQKBNR" for 518), following R. Scharnagl's numbering:
// id mod 4 places the light-square bishop (files b, d, f, h), the next
// quotient mod 4 the dark-square bishop (a, c, e, g), the next mod 6 the
// queen on the empty squares counted from the a-side, and what is left
// (0..9) is the KRN code of the king, rooks and knights.
func BackRank(id int) (string, error) {
	if id < 0 || id >= NumStarts {
		return "", fmt.Errorf("%w: start position %d: want 0..%d", errStart, id, NumStarts-1)
	}
	var rank [8]byte
	n := id
	rank[2*(n%4)+1] = 'B'
	n /= 4
	rank[2*(n%4)] = 'B'
	n /= 4
	placeNth(&rank, n%6, 'Q')
	n /= 6
	for _, c := range []byte(krnCodes[n]) {
		placeNth(&rank, 0, c)
	}
	return string(rank[:]), nil
}

// placeNth puts piece on the n-th empty square (from 0) of rank.
func placeNth(rank *[8]byte, n int, piece byte) {
	for f := range rank {
		if rank[f] == 0 {
			if n == 0 {
				rank[f] = piece
				return
			}
			n--
		}
	}
}

// IDOf returns the start position number of a back rank written as in
// [BackRank] (either case). The error says why the text is not a Chess960
// array.
func IDOf(backRank string) (int, error) {
	s := strings.ToUpper(backRank)
	bad := func(reason string) (int, error) {
		return 0, fmt.Errorf("%w: back rank %q: %s", errStart, backRank, reason)
	}
	if len(s) != 8 {
		return bad("want 8 pieces")
	}
	counts := map[byte]int{}
	for i := range 8 {
		counts[s[i]]++
	}
	if counts['K'] != 1 || counts['Q'] != 1 || counts['R'] != 2 || counts['B'] != 2 || counts['N'] != 2 {
		return bad("want one king, one queen, two rooks, two bishops and two knights")
	}
	light, dark := -1, -1
	for f := range 8 {
		if s[f] == 'B' {
			if f%2 == 1 {
				light = f / 2
			} else {
				dark = f / 2
			}
		}
	}
	if light < 0 || dark < 0 {
		return bad("the bishops stand on squares of one colour")
	}
	var rest []byte
	queen := -1
	for f := range 8 {
		switch s[f] {
		case 'B':
		case 'Q':
			queen = len(rest)
			rest = append(rest, 'Q')
		default:
			rest = append(rest, s[f])
		}
	}
	krn := strings.ReplaceAll(string(rest), "Q", "")
	for code, c := range krnCodes {
		if c == krn {
			return light + 4*dark + 16*queen + 96*code, nil
		}
	}
	return bad("the king does not stand between the rooks")
}

// FromID returns Chess960 start position id (0..959, 518 being the
// standard array) with Chess960 notation: X-FEN and king-takes-rook UCI.
func FromID(id int) (Position, error) {
	rank, err := BackRank(id)
	if err != nil {
		return Position{}, err
	}
	return fromBackRank(rank, id, false), nil
}

// Standard returns the start position of standard chess, with standard
// notation (FEN with KQkq, e1g1 for castling in UCI).
func Standard() Position {
	rank, _ := BackRank(StandardID)
	return fromBackRank(rank, StandardID, true)
}

// Random returns a start position drawn uniformly from the 960, using r.
func Random(r *rand.Rand) Position {
	p, _ := FromID(r.IntN(NumStarts))
	return p
}

func fromBackRank(rank string, id int, standard bool) Position {
	p := Position{ep: noSquare, fullmove: 1, standard: standard, start: uint16(id)}
	for f := range 8 {
		k := Kind(strings.IndexByte("PNBRQK", rank[f]))
		p.pieces[k] |= bit(f) | bit(56+f)
		if k == Rook {
			p.castling |= bit(f) | bit(56+f)
		}
	}
	p.pieces[Pawn] = rank2 | rank7
	p.colors[White] = rank1 | rank2
	p.colors[Black] = rank7 | rank8
	p.hash = p.computeHash()
	return p
}

// ID returns the start position number of p if p is a Chess960 start
// position as the game begins (the array on both first ranks, pawns on
// their second ranks, nothing else, White to move, every castling right,
// move counters 0 and 1), and false otherwise.
func (p Position) ID() (int, bool) {
	var rank [8]byte
	for f := range 8 {
		k := p.kindAt(f)
		if k == NoKind || k == Pawn {
			return 0, false
		}
		rank[f] = k.Letter()
	}
	id, err := IDOf(string(rank[:]))
	if err != nil {
		return 0, false
	}
	want := fromBackRank(string(rank[:]), id, p.standard)
	want.start = p.start
	if p != want {
		return 0, false
	}
	return id, true
}

// DiceID runs the single-die procedure of the Chess960 rules on a sequence
// of rolls (each 1..6) and returns the start position number it makes and
// how many rolls it used. Rolls the procedure says to roll again are
// skipped:
//
//  1. a bishop on a1, c1, e1 or g1 for a roll of 1, 2, 3 or 4 (5 and 6 are
//     rolled again);
//  2. a bishop on b1, d1, f1 or h1 for 1, 2, 3 or 4 (5 and 6 again);
//  3. the queen on the empty square numbered by the roll, from the a-side;
//  4. a knight on the empty square numbered by the roll (6 again: five
//     squares are empty);
//  5. the other knight likewise (5 and 6 again: four squares are empty);
//  6. the king between the two rooks on the three squares left.
//
// It fails if a roll is not 1..6 or the rolls run out.
func DiceID(rolls []int) (id, used int, err error) {
	var rank [8]byte
	steps := []struct {
		sides int // the rolls that count are 1..sides
		place func(roll int)
	}{
		{4, func(r int) { rank[2*(r-1)] = 'B' }},
		{4, func(r int) { rank[2*(r-1)+1] = 'B' }},
		{6, func(r int) { placeNth(&rank, r-1, 'Q') }},
		{5, func(r int) { placeNth(&rank, r-1, 'N') }},
		{4, func(r int) { placeNth(&rank, r-1, 'N') }},
	}
	for _, st := range steps {
		for {
			if used == len(rolls) {
				return 0, used, fmt.Errorf("%w: the %d rolls ran out before the position was complete", errStart, len(rolls))
			}
			r := rolls[used]
			used++
			if r < 1 || r > 6 {
				return 0, used, fmt.Errorf("%w: roll %d is %d; a die shows 1..6", errStart, used, r)
			}
			if r <= st.sides {
				st.place(r)
				break
			}
		}
	}
	for _, c := range []byte("RKR") {
		placeNth(&rank, 0, c)
	}
	id, err = IDOf(string(rank[:]))
	return id, used, err
}
