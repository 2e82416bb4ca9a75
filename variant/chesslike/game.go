package chesslike

import (
	"fmt"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Game describes a chess-like game as data: the board, the kinds of pieces
// and how they move, the start position, castling, and the rules that end
// the game. [New] compiles it into [Rules], which plays it.
//
// Everything side-dependent is written from the first side's point of view
// (the side that starts at the bottom, rank 1, and moves "up"); the second
// side's patterns, zones and promotion ranks are the same mirrored top to
// bottom.
type Game struct {
	Name        string      // registry name, also used in messages: "xiangqi"
	Description string      // one line for listings
	Shape       board.Shape // at most 128 cells, one layer
	Sides       [2]string   // side names, first mover first: "white", "black"
	// SideLetters are the letters of the side-to-move field of the position
	// text: the first letter of each string is written, every letter is
	// read ("w" and "b"; Xiangqi reads "w" or "r" for red: {"wr", "b"}).
	// Empty strings mean "w" and "b".
	SideLetters [2]string

	Kinds []Kind // at most MaxKinds
	Start string // the start position in the game's position text

	Castling *Castling // nil: no castling

	// FacingRoyals forbids a position in which royal pieces of the two sides
	// stand on one file with no piece between them (Xiangqi's flying
	// general): a move that leaves them so is illegal.
	FacingRoyals bool

	// Stacks let pieces ride others (Arabella's Flying carpets).
	Stacks []Stack

	// Captives makes captured pieces be kept off the board, counted by
	// owner and kind (Storm's and Meridian's "detained" pieces that a
	// promotion may free). They are written in the position text's bracket.
	Captives bool

	// Settings are the rules that end the game; Options lists which of them
	// players may change as variant options (see [OptionKeys]).
	Settings Settings
	Options  []string

	// Cycles, if set, are the rules of repeated cycles of Xiangqi-like
	// games (perpetual check, perpetual chase), which replace Settings'
	// repetition rules; see [CycleRules].
	Cycles *CycleRules

	// MoreOptions are further options of the game; StartFor, if set,
	// returns the start position text for a set of options (Chess960's
	// numbered arrays). Options reach hooks through Position.Options.
	MoreOptions []variant.OptionSpec
	StartFor    func(o variant.Options) (string, error)
	// ValidateOptions, if set, checks combinations of option values after
	// the kernel's own checks (an option that only matters when another is
	// set, say); it returns a *variant.OptionError.
	ValidateOptions func(o variant.Options) error

	Hooks Hooks

	// Protocols is how the engine protocols carry the game, copied to its
	// registry entry (variant.Variant.Protocols).
	Protocols variant.Protocols
}

// MaxKinds is the largest number of kinds of pieces a game may have.
const MaxKinds = 16

// MaxPlacement bounds an entry of [Kind].Placement either way: a hundred
// pawns, far beyond any placement, and small enough that the table and the
// derived placement together fit the evaluation's 16-bit cells.
const MaxPlacement = 10000

// DrawnPlacement returns a [Kind].Placement table drawn as the first side
// sees a board of one layer with the given number of files: rows[0] is
// the far rank and the last row the first side's home rank, each row from
// the first file; an empty row is a rank of zeros. Game literals (and the
// Go that examples/tune writes) draw their tables so. It panics if a row
// is neither empty nor files long, as [MustNew] does for a literal in
// error; New rejects a table of the wrong number of ranks.
func DrawnPlacement(files int, rows [][]int) []int {
	t := make([]int, files*len(rows))
	for r, row := range rows {
		if len(row) != 0 && len(row) != files {
			panic(fmt.Sprintf("chesslike: DrawnPlacement: row %d has %d entries, want %d or none", r+1, len(row), files))
		}
		copy(t[(len(rows)-1-r)*files:], row)
	}
	return t
}

// Stack lets a passenger ride a carrier of its side, as Arabella's Prince
// and Princess ride the Flying carpets (spec 4.4). The pair is a kind of
// its own, Combined, declared in Game.Kinds without patterns: the kernel
// gives it the carrier's patterns (the pair moves as one, the carrier
// carrying the passenger) and the passenger's patterns as moves that leave
// the carrier behind (disembarking, possibly onto another carrier it may
// ride). The passenger boards an own carrier without passenger by its
// usual move (not by a capture-only pattern). A captured pair is removed
// whole. Make Combined royal if the passenger is: then an attack on the
// pair is check. Moves that leave a carrier are written with the
// passenger's letter after the squares ("f1e2m").
type Stack struct {
	Carrier, Passenger, Combined byte // letters
}

// Kind is one kind of piece.
type Kind struct {
	Name string // in the game's vocabulary: "knight", "cannon"
	// Letter is the kind's letter in position text, upper case; the second
	// side's pieces are written in lower case. Aliases are other letters
	// read for it (upper case).
	Letter  byte
	Aliases string

	// Patterns are the ways it moves and captures; a compound piece simply
	// has the patterns of its parts.
	Patterns []Pattern

	// Royal pieces may never be left attacked; a side with a royal piece
	// attacked and no legal move is checkmated. A game may have several
	// royal kinds and a side several royal pieces: then none of them may be
	// left attacked.
	Royal bool

	// Region, if set, is where the piece may stand (palace, own half): its
	// moves end only there, and so do its attacks.
	Region Zone

	// Pawn marks kinds whose moves are irreversible: they reset the clock of
	// the move-count rule, as captures do.
	Pawn bool

	// Value, if not 0, is the kind's material value in centipawns for the
	// evaluation of the computer players ([Rules.Evaluation]), overriding
	// the value derived from its movement. A game that gives values should
	// give them for all its kinds but the royal ones, so that they share a
	// scale. It is not a rule of the game.
	Value int

	// Placement, if set, is added to the evaluation of the computer players
	// for a piece of this kind on each cell ([Evaluation.Placement]), in
	// centipawns: one entry per cell of the board, in the board's order of
	// cells (the first rank from its first file up), from the first side's
	// point of view; the second side's is mirrored top to bottom. Like
	// Value it is not a rule of the game. Tables are written by hand
	// (Xiangqi's, from the primers' principles) or fitted to self-play
	// results by the program examples/tune, which starts from the shipped
	// ones. An entry is at most [MaxPlacement] either way.
	Placement []int

	// Promotion, if set, says how the piece promotes.
	Promotion *Promotion

	// Drop, if set, is where a piece of this kind held in hand may be put
	// on the board by its owner as a turn (a placement). While a side holds
	// a droppable piece, its turns are placements (a placement phase).
	Drop Zone
}

// Promotion says how a piece promotes.
type Promotion struct {
	// Zone is where it promotes: a move that ends in the zone promotes.
	Zone Zone
	// Into are the letters of the kinds it may become, in order.
	Into string
	// Optional lets the piece stay as it is; otherwise it must promote.
	Optional bool
	// Free are the letters of kinds the piece may become only by freeing
	// one of its side's captive pieces of that kind (Storm's freeing,
	// Meridian's rescue): the captive returns on the promotion square and
	// the promoting piece becomes a captive in its stead. It needs
	// Game.Captives, and no letter may be both in Into and in Free.
	Free string
}

// Castling describes castling: a move of a king and a rook of the same
// side on their first rank, neither having moved, all squares between them
// and their destinations empty except for the two, the king not in check,
// not passing an attacked square and not arriving on one. Castling rights
// belong to rooks (as in Chess960 and X-FEN), so inner rooks and
// Chess960 arrays work as they do in chess.
type Castling struct {
	King  byte   // letter of the kind that castles (the royal king)
	Rooks string // letters of the kinds it castles with

	// KingFiles and RookFiles are the destination files (0 = a) of king and
	// rook when castling with a rook on the queen's side (index 0) and on
	// the king's side (index 1), as in Chess960: {2, 6} and {3, 5} in chess.
	KingFiles, RookFiles [2]int

	// KingDistance, if positive, replaces the fixed files: the king moves
	// that many squares towards the rook and the rook lands on the square
	// next to it that the king crossed (Storm: 3, LancerChess: 2).
	KingDistance int

	// KingTakesRook writes a castling move as the king's square and the
	// rook's (Chess960 UCI, "e1h1"); otherwise as the king's square and its
	// destination ("e1g1"). Both forms and O-O / O-O-O are read.
	KingTakesRook bool
}

// Hooks are small pieces of code for rules that are not data. Every hook
// is optional. Hooks receive the position by value (a copy), so that
// calling them allocates nothing.
type Hooks struct {
	// Terminal returns an outcome decided by the position alone, other than
	// checkmate, stalemate, bare kings and the move-count rule (a dead
	// position, Arabella's capture of all Persons). A finished outcome ends
	// the game: the position then has no moves. If TerminalPieces is
	// positive, Terminal is consulted only when at most that many pieces
	// are on the board (insufficient material needs few pieces).
	Terminal       func(p Position) variant.Outcome
	TerminalPieces int

	// CanPromote reports whether the piece on from may promote into kind
	// (an index into Game.Kinds) by its move to to.
	CanPromote func(p Position, from, to board.Cell, into int) bool

	// CanDrop reports whether the side to move may drop a piece of kind on
	// to (placement protocols, forbidden squares that depend on the game).
	CanDrop func(p Position, kind int, to board.Cell) bool

	// LastResort returns a piece of the side to move and the cells it may
	// go to (capturing what stands there) only when that side is
	// checkmated: in check, with no other legal move (Meridian's Escape of
	// the royal piece out of its palace). The kernel keeps the cells that
	// leave no royal piece of the side attacked (see [Position.SafeStep])
	// and offers them as ordinary moves; with one, the position is no
	// longer checkmate.
	LastResort func(p Position) (from board.Cell, to board.Set)

	// NextState, StateText and ParseState keep a game's own state in each
	// position (see [Position.State]): 32 bits the kernel hashes and
	// carries along but does not read, such as Arabella's count of Jini
	// releases or QiPlacements' record of the Cannons' placements. Hooks
	// read it through the position they receive. NextState returns the
	// state after m, given the position p before it. StateText writes the
	// state for the position text, where it stands in braces after the
	// held pieces ("{h3b8}"; no spaces or braces in it); ParseState reads
	// it back (text is "" when the braces are absent), given the position
	// read so far, and says what is wrong in an error.
	NextState  func(p Position, m Move) uint32
	StateText  func(p Position) string
	ParseState func(p Position, text string) (uint32, error)

	// SideNotes returns what a player should know about side x in words,
	// beyond check and the pieces held (QiPlacements' classification of
	// the Cannons' placement); [Position.SideStatus] reports them as Notes.
	SideNotes func(p Position, x variant.Side) []string

	// Evaluate, if set, is the game's own term of its evaluation for the
	// computer players ([Evaluation.Evaluate] adds it), for goals the
	// kernel does not know (Arabella's Persons): what side x's position is
	// worth beyond material, mobility and the safety of the royal pieces,
	// in centipawns, positive when x stands better. It must be cheap (it
	// is called at every leaf of a search) and allocate nothing.
	Evaluate func(p Position, x variant.Side) int

	// Valid checks the game's own rules of a valid position, after the
	// kernel's (see [Rule]); study is the option study (see [OptStudy]),
	// under which only what play needs should be checked. It returns nil
	// or an error made by [Invalid] (other errors are reported under
	// RuleGame).
	Valid func(p Position, study bool) error
}

// Outcome rules.

// StalemateRule is the result of a stalemate for the stalemated side.
type StalemateRule uint8

// The results of a stalemate.
const (
	StalemateDraws StalemateRule = iota // chess
	StalemateLoses                      // Xiangqi, Shatranj (in Fairy-Stockfish)
	StalemateWins                       // some old rules: stalemating loses
)

var stalemateNames = [...]string{"draw", "loss", "win"}

// String returns "draw", "loss" or "win": the result for the stalemated side.
func (s StalemateRule) String() string {
	if int(s) < len(stalemateNames) {
		return stalemateNames[s]
	}
	return fmt.Sprintf("StalemateRule(%d)", s)
}

// BareKingRule says what happens to a side left with only royal pieces.
type BareKingRule uint8

// The bare-king rules.
const (
	BareKingAllowed BareKingRule = iota // nothing: play on (chess)
	BareKingLoses                       // a side left with only royal pieces loses at once
	// BareKingLosesUnlessReply: the bared side may reply once; if that reply
	// bares the other side too the game is drawn, otherwise the bared side
	// loses (Shatranj, Courier; the game ends after the reply, as in
	// Fairy-Stockfish).
	BareKingLosesUnlessReply
)

var bareKingNames = [...]string{"none", "loss", "reply"}

// String returns "none", "loss" or "reply".
func (b BareKingRule) String() string {
	if int(b) < len(bareKingNames) {
		return bareKingNames[b]
	}
	return fmt.Sprintf("BareKingRule(%d)", b)
}

// Settings are the rules that end a game besides checkmate.
type Settings struct {
	Stalemate StalemateRule
	BareKing  BareKingRule
	// MoveLimit draws the game automatically once this many moves (of each
	// side: 2*MoveLimit plies) have been played without a capture or a pawn
	// move, unless the last of them checkmated (chess: 75). 0: no limit.
	MoveLimit int
	// ClaimMoveLimit lets the side to move claim a draw once this many moves
	// have been played without a capture or a pawn move (chess: 50).
	ClaimMoveLimit int
	// Repetition draws the game automatically when a position occurs for the
	// Repetition-th time (chess: 5). 0: never.
	Repetition int
	// ClaimRepetition lets the side to move claim a draw when the position
	// has occurred this many times (chess: 3). 0: never.
	ClaimRepetition int
	// PerpetualCheckLoses makes the side that gave check with every one of
	// its moves in the repeated cycle lose when the position occurs for the
	// Repetition-th time (3 if Repetition is 0), instead of drawing
	// (Xiangqi's rule). When both sides checked throughout, it is a draw.
	PerpetualCheckLoses bool
}

// Option keys of the [Settings] a game may expose as variant options.
const (
	OptStalemate       = "stalemate"       // choice: draw, loss, win (for the stalemated side)
	OptBareKing        = "bareking"        // choice: none, loss, reply
	OptMoveLimit       = "movelimit"       // int: automatic draw after N moves without capture or pawn move
	OptClaimMoveLimit  = "claimmovelimit"  // int: claimable draw after N such moves
	OptRepetition      = "repetition"      // int: automatic draw on the N-th occurrence
	OptClaimRepetition = "claimrepetition" // int: claimable draw on the N-th occurrence
)

// OptionKeys lists every key [Game.Options] may name.
var OptionKeys = []string{OptStalemate, OptBareKing, OptMoveLimit, OptClaimMoveLimit, OptRepetition, OptClaimRepetition}

// Zone is a set of cells described independently of the board, from the
// first side's point of view; the second side's zone is its mirror image
// (rank r becomes rank ranks+1-r). Build zones with [Ranks], [LastRanks],
// [Area], [Squares], [Files], [Union] and [Not].
type Zone func(g *board.Geometry) (board.Set, error)

// Ranks is the zone of ranks lo..hi, numbered from 1 at the first side's
// edge: Ranks(1, 5) is the first side's half of a 10-rank board.
func Ranks(lo, hi int) Zone {
	return func(g *board.Geometry) (board.Set, error) {
		if lo < 1 || hi > g.Shape().Ranks || lo > hi {
			return board.Set{}, fmt.Errorf("ranks %d..%d: the board has ranks 1..%d", lo, hi, g.Shape().Ranks)
		}
		var s board.Set
		for r := lo; r <= hi; r++ {
			s = s.Union(g.Rank(r - 1))
		}
		return s, nil
	}
}

// LastRanks is the zone of the n ranks farthest from the first side: the
// usual promotion zone (LastRanks(1) is the last rank).
func LastRanks(n int) Zone {
	return func(g *board.Geometry) (board.Set, error) {
		ranks := g.Shape().Ranks
		return Ranks(ranks-n+1, ranks)(g)
	}
}

// Files is the zone of files lo..hi, numbered from 0 (file a).
func Files(lo, hi int) Zone {
	return func(g *board.Geometry) (board.Set, error) {
		if lo < 0 || hi >= g.Shape().Files || lo > hi {
			return board.Set{}, fmt.Errorf("files %d..%d: the board has files 0..%d", lo, hi, g.Shape().Files-1)
		}
		var s board.Set
		for f := lo; f <= hi; f++ {
			s = s.Union(g.File(f))
		}
		return s, nil
	}
}

// Area is the rectangle with corners at the two named squares: Area("d1",
// "f3") is the first side's palace in Xiangqi.
func Area(corner1, corner2 string) Zone {
	return func(g *board.Geometry) (board.Set, error) {
		a, err := g.Parse(corner1)
		if err != nil {
			return board.Set{}, err
		}
		b, err := g.Parse(corner2)
		if err != nil {
			return board.Set{}, err
		}
		ca, cb := g.Coord(a), g.Coord(b)
		return g.Rect(ca.File, ca.Rank, cb.File, cb.Rank), nil
	}
}

// Squares is the zone of the named squares.
func Squares(names ...string) Zone {
	return func(g *board.Geometry) (board.Set, error) {
		var s board.Set
		for _, n := range names {
			c, err := g.Parse(n)
			if err != nil {
				return board.Set{}, err
			}
			s = s.With(c)
		}
		return s, nil
	}
}

// Union is the zone of the cells in any of the zones.
func Union(zones ...Zone) Zone {
	return func(g *board.Geometry) (board.Set, error) {
		var s board.Set
		for _, z := range zones {
			t, err := z(g)
			if err != nil {
				return board.Set{}, err
			}
			s = s.Union(t)
		}
		return s, nil
	}
}

// Not is the zone of the cells not in z: Not(Area("d1", "f3")) keeps a
// Meridian Pikeman out of its own palace.
func Not(z Zone) Zone {
	return func(g *board.Geometry) (board.Set, error) {
		t, err := z(g)
		if err != nil {
			return board.Set{}, err
		}
		return g.All().Minus(t), nil
	}
}
