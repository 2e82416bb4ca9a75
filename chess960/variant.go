package chess960

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// errStart is the sentinel of bad start position numbers and dice rolls.
var errStart = variant.ErrPosition

// board8 is the 8x8 geometry; its cell numbers are this package's squares.
var board8 = board.MustNew(board.Shape8x8)

func squareName(s int) string { return board8.Name(board.Cell(s)) }

// The registry entries.
var (
	// Chess960 is Fischer random chess: the start position is one of 960
	// arrays, and castling follows the Chess960 rules. Option start is a
	// position number 0..959 (518 is the standard array) or "random" (the
	// default): a random start is drawn when the game starts, and the
	// position reports the number drawn in its Options. A position read
	// from text reports the start option it was read with or, if that is
	// random, its own start number if it is a start position, and 518
	// otherwise (the start option has no bearing on a given position).
	// Notation: X-FEN, SAN, and UCI with castling written king-takes-rook.
	Chess960 = &variant.Variant{
		Name:        "chess960",
		Aliases:     []string{"fischerandom", "fischerrandom", "fischer random", "fischer random chess", "chess 960", "frc", "960", "chess960 (fischer random)"},
		Description: "Fischer random chess: one of 960 start arrays, Chess960 castling",
		// A record of Chess960 without FEN starts from the standard
		// array, as python-chess reads and writes it.
		RecordStart: "start=518",
		Sides:       []variant.SideInfo{{Name: "white", Team: 0}, {Name: "black", Team: 1}},
		Options: []variant.OptionSpec{{
			Key:     "start",
			Doc:     "start position number 0..959 in Scharnagl's numbering (518 is the standard array), or random",
			Kind:    variant.Text,
			Default: "random",
		}},
		ValidateOptions: func(o variant.Options) error {
			_, err := startOption(o)
			return err
		},

		Protocols: chess960Protocols,
	}
	// Chess is standard chess: the same game from start position 518, with
	// standard notation: FEN with KQkq castling rights and e1g1 for castling
	// in UCI. It has no options.
	Chess = &variant.Variant{
		Name:        "chess",
		Aliases:     []string{"standard", "standard chess", "orthodox chess", "normal", "orthodox", "classical", "fide", "from position"},
		Description: "standard chess (the FIDE Laws of Chess)",
		Sides:       []variant.SideInfo{{Name: "white", Team: 0}, {Name: "black", Team: 1}},

		Protocols: chessProtocols,
	}
)

// startOption reads option start: a number 0..959, or -1 for random.
func startOption(o variant.Options) (int, error) {
	v := o.Get("start")
	if strings.EqualFold(v, "random") {
		return -1, nil
	}
	id, err := strconv.Atoi(v)
	if err != nil || id < 0 || id >= NumStarts {
		return 0, &variant.OptionError{Key: "start", Value: v, Reason: "want a start position number 0..959 or random"}
	}
	return id, nil
}

func init() {
	Chess960.Start = func(o variant.Options) (variant.AnyPosition, error) {
		id, err := startOption(o)
		if err != nil {
			return nil, err
		}
		if id < 0 {
			id = rand.IntN(NumStarts)
		}
		p, err := FromID(id)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	Chess960.Parse = func(text string, o variant.Options) (variant.AnyPosition, error) {
		id, err := startOption(o)
		if err != nil {
			return nil, err
		}
		p, err := ParseFEN(text)
		if err != nil {
			return nil, err
		}
		if id >= 0 {
			p.start = uint16(id)
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	Chess.Start = func(variant.Options) (variant.AnyPosition, error) {
		return variant.Dynamic[Position, Move](Standard()), nil
	}
	Chess.Parse = func(text string, _ variant.Options) (variant.AnyPosition, error) {
		p, err := ParseStandardFEN(text)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	Chess960.Rules = rulesText
	Chess.Rules = rulesText
	Chess960.Typed, Chess.Typed = typed, typed
	variant.Register(Chess960)
	variant.Register(Chess)
}

// Variant returns [Chess960] or, for standard chess, [Chess].
func (p Position) Variant() *variant.Variant {
	if p.standard {
		return Chess
	}
	return Chess960
}

// Standard reports whether p is a position of standard chess (standard
// notation) rather than of Chess960.
func (p Position) Standard() bool { return p.standard }

// Options returns the options the position was made with: for Chess960 the
// start position number (the one drawn, for a random start).
func (p Position) Options() variant.Options {
	if p.standard {
		return Chess.DefaultOptions()
	}
	id := p.start
	if id == noStart {
		id = StandardID
	}
	o, err := Chess960.ParseOptions("start=" + strconv.Itoa(int(id)))
	if err != nil {
		panic("chess960: " + err.Error())
	}
	return o
}

// Board returns the 8x8 geometry; its cells are this package's squares
// (a1 = 0 ... h8 = 63).
func (p Position) Board() *board.Geometry { return board8 }

// Turn returns the colour to move, whether or not the game is over.
func (p Position) Turn() Color { return p.toMove }

// ToMove returns the side to move (White is side 0), or variant.NoSide when
// the game is over.
func (p Position) ToMove() variant.Side {
	if p.Outcome().Over() {
		return variant.NoSide
	}
	return variant.Side(p.toMove)
}

// Moves appends the legal moves to dst and returns the extended slice. It
// appends nothing when the game is over (checkmate, stalemate, the
// seventy-five-move rule, insufficient material), and allocates nothing
// when dst has room (218 moves is the most any chess position has).
func (p Position) Moves(dst []Move) []Move {
	if p.over() {
		return dst
	}
	dst, _ = p.generate(dst, false)
	return dst
}

// CountMoves returns the number of legal moves, as len(p.Moves(nil)) would,
// without making the list.
func (p Position) CountMoves() int {
	if p.over() {
		return 0
	}
	_, n := p.generate(nil, true)
	return n
}

// Actions returns dst: chess has no moves but turn moves. (Draw claims are
// made through variant.Game.Claim; see [Position.ClaimOutcome].)
func (p Position) Actions(dst []Move) []Move { return dst }

// Outcome returns the result the position decides: checkmate, stalemate,
// the seventy-five-move rule (150 plies without a capture or a pawn move,
// unless the last of them mated), or insufficient material (no sequence of
// legal moves can mate: king against king, king and a knight or a bishop
// against king, or bishops all on squares of one colour). Repetitions are
// decided by variant.Game through [Position.RepetitionOutcome] and
// [Position.ClaimOutcome].
func (p Position) Outcome() variant.Outcome {
	if _, n := p.generate(nil, true); n == 0 {
		if p.InCheck() {
			return variant.Win(variant.SidesOf(variant.Side(p.toMove^1)), "checkmate")
		}
		return variant.Draw("stalemate")
	}
	if p.halfmove >= 150 {
		return variant.Draw("seventy-five-move rule")
	}
	if p.deadMaterial() {
		return variant.Draw("insufficient material")
	}
	return variant.Outcome{}
}

// RepetitionOutcome implements variant.Repeating: the fifth occurrence of a
// position ends the game in a draw (FIDE Laws 9.6.1).
func (p Position) RepetitionOutcome(occurrences int) variant.Outcome {
	if occurrences >= 5 {
		return variant.Draw("fivefold repetition")
	}
	return variant.Outcome{}
}

// ClaimOutcome implements variant.Claiming: the side to move may claim a
// draw when the position has occurred three times, or when the last 50
// moves of each player (100 plies) had no capture and no pawn move (FIDE
// Laws 9.2 and 9.3, for the position on the board).
func (p Position) ClaimOutcome(occurrences int) (variant.Outcome, bool) {
	switch {
	case occurrences >= 3:
		return variant.Draw("threefold repetition"), true
	case p.halfmove >= 100:
		return variant.Draw("fifty-move rule"), true
	}
	return variant.Outcome{}, false
}

// Hash returns the position's Zobrist hash: pieces, side to move, castling
// rights and the en passant square (only when a legal en passant capture
// exists, as the repetition rules require).
func (p Position) Hash() uint64 { return p.hash }

// HalfmoveClock returns the number of plies since the last capture or pawn
// move.
func (p Position) HalfmoveClock() int { return int(p.halfmove) }

// FullmoveNumber returns the number of the current move, starting at 1 and
// counted up after each move of Black.
func (p Position) FullmoveNumber() int { return int(p.fullmove) }

// EnPassant returns the en passant target square, if a legal en passant
// capture exists.
func (p Position) EnPassant() (int, bool) {
	return int(p.ep), p.ep != noSquare
}

// PieceAt returns the colour and kind of the piece on square s (0..63), or
// NoKind for an empty square.
func (p Position) PieceAt(s int) (Color, Kind) {
	if s < 0 || s > 63 {
		return White, NoKind
	}
	k := p.kindAt(s)
	if k == NoKind {
		return White, NoKind
	}
	return p.colorAt(s), k
}

// CastlingRooks returns the squares of the rooks of colour c that keep a
// castling right, as a bitboard (bit s for square s).
func (p Position) CastlingRooks(c Color) uint64 {
	return p.castling & p.colors[c&1]
}

// Pieces appends the pieces to dst, in square order: kind "pawn" ...
// "king", label the FEN letter (upper case for White).
func (p Position) Pieces(dst []variant.Piece) []variant.Piece {
	for b := p.occupied(); b != 0; b &= b - 1 {
		s := trailingZeros(b)
		c, k := p.PieceAt(s)
		dst = append(dst, variant.Piece{
			Cell:  board.Cell(s),
			Side:  variant.Side(c),
			Kind:  k.String(),
			Label: string(pieceLetter(k, c)),
		})
	}
	return dst
}

// Diagram draws the board as text, White at the bottom, with FEN letters
// and '.' for empty squares.
func (p Position) Diagram() string {
	return board8.Diagram(func(c board.Cell) string {
		col, k := p.PieceAt(int(c))
		if k == NoKind {
			return "."
		}
		return string(pieceLetter(k, col))
	})
}

// New returns the start position for option text of the chess960 variant
// ("start=518", "start=random"); see [Chess960].
func New(options string) (Position, error) {
	a, err := Chess960.New(options)
	if err != nil {
		return Position{}, fmt.Errorf("chess960: %w", err)
	}
	return a.Typed().(Position), nil
}
