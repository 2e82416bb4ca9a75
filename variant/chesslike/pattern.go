package chesslike

import (
	"fmt"

	"github.com/ludus-chess/ludus/board"
)

// PatternType is the shape of a movement pattern.
type PatternType uint8

// The pattern types.
const (
	// Leap jumps by any of the vectors to the cell reached, whatever stands
	// between (knight, king, ferz, alfil, a pawn's step).
	Leap PatternType = iota
	// Slide moves any number of steps (within Min..Max) along one of the
	// directions over empty cells (rook, bishop, a pawn's double step).
	Slide
	// Hop moves along a direction over exactly one piece, the screen, to
	// the first piece beyond it (the Xiangqi cannon's capture). Quiet hops
	// land on any empty cell beyond the screen before the next piece.
	Hop
	// LameLeap leaps as Leap, but each leap needs its leg cells empty (the
	// Xiangqi horse and elephant); see board.LameMove.
	LameLeap
	// Bent leaps to a strike cell (Bend.Strike) and, if the strike cell is
	// empty, goes on sliding along the direction paired with it
	// (Bend.Then): Storm's Prince and Princess, a knight strike with a rook
	// or bishop follow-through.
	Bent
)

var patternTypeNames = [...]string{"leap", "slide", "hop", "lame leap", "bent"}

// Bend is one leap of a Bent pattern and the direction it follows through
// in.
type Bend struct {
	Strike, Then board.Dir
}

// String returns the type's name.
func (t PatternType) String() string {
	if int(t) < len(patternTypeNames) {
		return patternTypeNames[t]
	}
	return fmt.Sprintf("PatternType(%d)", t)
}

// Mode says whether a pattern moves to empty cells, captures, or both.
// Pieces whose moves and captures differ (pawns, cannons) have divergent
// patterns: one MoveOnly and one CaptureOnly.
type Mode uint8

// The modes.
const (
	MoveOrCapture Mode = iota // both (the zero value)
	MoveOnly                  // to an empty cell only
	CaptureOnly               // onto an enemy piece only
)

// Pattern is one way a piece moves: a leap, slide, hop or lame leap along
// vectors written for the first side (mirrored for the second), with a
// mode, range limits, a zone the piece must stand in, and en passant.
type Pattern struct {
	Type    PatternType
	Vectors []board.Dir      // Leap: offsets; Slide, Hop: directions
	Lame    []board.LameMove // LameLeap: the leaps and their legs
	Bends   []Bend           // Bent: strikes and their follow-through
	Mode    Mode
	// Min and Max limit the steps of a Slide: from Min (0 means 1) to Max
	// (0: up to the edge). A pawn's double step is Slide (0,1) with Min 2,
	// Max 2; a Storm forester's triple step Min 2, Max 3.
	Min, Max int
	// From, if set, is where the piece must stand to use the pattern: the
	// initial rank for a pawn's double step, the far side of the river for
	// a Xiangqi soldier's sideways step.
	From Zone
	// EnPassant on a MoveOnly Slide makes the cells it passes over
	// en-passant targets for the opponent's next move; on a CaptureOnly Leap
	// it lets the piece capture on such a target the piece that passed it.
	EnPassant bool
}

// Leaper is a Leap pattern by the given offsets.
func Leaper(vectors ...board.Dir) Pattern { return Pattern{Type: Leap, Vectors: vectors} }

// Slider is a Slide pattern along the given directions.
func Slider(dirs ...board.Dir) Pattern { return Pattern{Type: Slide, Vectors: dirs} }

// Hopper is a Hop pattern along the given directions (captures only, as the
// cannon's).
func Hopper(dirs ...board.Dir) Pattern {
	return Pattern{Type: Hop, Vectors: dirs, Mode: CaptureOnly}
}

// Lame is a LameLeap pattern.
func Lame(moves []board.LameMove) Pattern { return Pattern{Type: LameLeap, Lame: moves} }

// Bender is a Bent pattern.
func Bender(bends ...Bend) Pattern { return Pattern{Type: Bent, Bends: bends} }

// OnlyMoves returns the pattern restricted to moves to empty cells.
func (p Pattern) OnlyMoves() Pattern { p.Mode = MoveOnly; return p }

// OnlyCaptures returns the pattern restricted to captures.
func (p Pattern) OnlyCaptures() Pattern { p.Mode = CaptureOnly; return p }

// Steps returns the slide limited to min..max steps (0: no limit).
func (p Pattern) Steps(min, max int) Pattern { p.Min, p.Max = min, max; return p }

// Within returns the slide limited to at most n steps.
func (p Pattern) Within(n int) Pattern { p.Min, p.Max = 1, n; return p }

// FromZone returns the pattern usable only by a piece standing in z.
func (p Pattern) FromZone(z Zone) Pattern { p.From = z; return p }

// WithEnPassant returns the pattern with EnPassant set.
func (p Pattern) WithEnPassant() Pattern { p.EnPassant = true; return p }

// Common vectors.
var (
	north = board.Dir{File: 0, Rank: 1}
	// Forward is one step towards the opponent (for the first side).
	Forward = []board.Dir{north}
	// ForwardDiagonals are the two diagonal steps forward.
	ForwardDiagonals = []board.Dir{{File: -1, Rank: 1}, {File: 1, Rank: 1}}
	// Sideways are the two steps along the rank.
	Sideways = []board.Dir{{File: -1}, {File: 1}}
	// AllEight are the eight king steps.
	AllEight = board.Join(board.Orthogonal, board.Diagonal)
)

// Standard pieces, as pattern lists ready for Kind.Patterns.

// King steps one cell in any of the eight directions (also the Shatranj
// king, Courier's man, Storm's queen).
func King() []Pattern { return []Pattern{Leaper(AllEight...)} }

// Queen slides along ranks, files and diagonals.
func Queen() []Pattern { return []Pattern{Slider(AllEight...)} }

// Rook slides along ranks and files.
func Rook() []Pattern { return []Pattern{Slider(board.Orthogonal...)} }

// Bishop slides along diagonals.
func Bishop() []Pattern { return []Pattern{Slider(board.Diagonal...)} }

// Knight leaps (1, 2).
func Knight() []Pattern { return []Pattern{Leaper(board.KnightJumps...)} }

// Wazir steps one cell orthogonally (Xiangqi's general inside its palace).
func Wazir() []Pattern { return []Pattern{Leaper(board.Orthogonal...)} }

// Ferz steps one cell diagonally (Shatranj's counsellor, Xiangqi's
// advisor inside its palace).
func Ferz() []Pattern { return []Pattern{Leaper(board.Diagonal...)} }

// Alfil leaps two cells diagonally (Shatranj's elephant).
func Alfil() []Pattern { return []Pattern{Leaper(board.Scale(board.Diagonal, 2)...)} }

// Archbishop is bishop plus knight (Capablanca's archbishop).
func Archbishop() []Pattern { return append(Bishop(), Knight()...) }

// Chancellor is rook plus knight (Capablanca's chancellor).
func Chancellor() []Pattern { return append(Rook(), Knight()...) }

// Pawn moves one step forward without capturing and captures one step
// diagonally forward. With steps > 1 it may also, standing in the zone
// initial, move up to steps cells forward over empty cells, which the
// opponent's pawns may capture en passant (steps 2: chess; 3: the Storm
// forester on 10x10). Pass steps 1 (and a nil zone) for the Shatranj pawn.
func Pawn(steps int, initial Zone) []Pattern {
	ps := []Pattern{
		Leaper(Forward...).OnlyMoves(),
		Leaper(ForwardDiagonals...).OnlyCaptures(),
	}
	if steps > 1 {
		ps[1] = ps[1].WithEnPassant()
		ps = append(ps, Slider(Forward...).OnlyMoves().Steps(2, steps).FromZone(initial).WithEnPassant())
	}
	return ps
}

// Cannon moves as a rook without capturing and captures by hopping over
// one screen along ranks and files (Xiangqi).
func Cannon() []Pattern {
	return []Pattern{Slider(board.Orthogonal...).OnlyMoves(), Hopper(board.Orthogonal...)}
}

// Soldier is the Xiangqi soldier: one step forward, and also sideways once
// it stands in across (the far side of the river).
func Soldier(across Zone) []Pattern {
	return []Pattern{Leaper(Forward...), Leaper(Sideways...).FromZone(across)}
}

// KnightThenRook is Storm's Prince (spec: Nicholls, "A Chess Set", 6.5): a
// knight strike, then, if the strike cell is empty, a rook slide along the
// knight move's long leg.
func KnightThenRook() []Pattern {
	var b []Bend
	for _, v := range board.KnightJumps {
		then := board.Dir{File: v.File}.Unit()
		if v.Rank == 2 || v.Rank == -2 {
			then = board.Dir{Rank: v.Rank}.Unit()
		}
		b = append(b, Bend{Strike: v, Then: then})
	}
	return []Pattern{Bender(b...)}
}

// KnightThenBishop is Storm's Princess: a knight strike, then a bishop
// slide in the direction nearest the knight move's.
func KnightThenBishop() []Pattern {
	var b []Bend
	for _, v := range board.KnightJumps {
		b = append(b, Bend{Strike: v, Then: v.Unit()})
	}
	return []Pattern{Bender(b...)}
}
