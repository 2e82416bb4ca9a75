package variant_test

// Four Stones, a toy game that exercises the contract with four sides in two
// teams, skipped turns, stacked pieces, an action that is not a turn move,
// command of two sides by one player, and repetition rules.
//
// Rules.
//
//   - Board: size x size squares (option size, 2 or 3; default 2).
//   - Sides, in turn order: red, blue, yellow, green. Teams: warm (red and
//     yellow) and cool (blue and green). Each side has one stone. They start
//     in the corners, going round the board: red a1, blue on the last file
//     of rank 1, yellow in the far corner, green on file a of the last rank
//     (on 2x2: red a1, blue b1, yellow b2, green a2).
//   - A turn: the side moves its stone one square orthogonally, onto an
//     empty square or onto the top of a stack, whoever owns it. Stones stack
//     without limit; the stone moved always lands on top.
//   - Only a stone on top of its stack may move. A side whose stone is
//     covered (buried) has no move, and its turns are passed over until it
//     is uncovered: ToMove names the next side in turn order with a move.
//   - A team whose two stones are both buried loses: the other team wins
//     ("stones buried"). The side that just moved is on top of its stack,
//     so only the other team can lose this way.
//   - Action "concede": the side to move may concede for its team, which
//     then loses ("concession"). It is an action, not a turn move: perft
//     does not count it.
//   - Repetition: the game is drawn when a position (stones and side to
//     move) occurs for the repetition-th time (option repetition, default
//     3), and a draw may be claimed from the second occurrence on.
//   - Option partners=true: one player commands both sides of a team
//     (player 0 warm, player 1 cool); otherwise each side is its own player.
//
// Moves (uint32): kind<<16 | to<<8 | from, kind 1 for a step and 2 for a
// concession. Move text: "a1-b1" (from-to) and "concede". Position text:
//
//	position := rank ("/" rank)* " " turn [" conceded"]
//	rank     := square ("," square)*     the last rank first, file a first
//	square   := "." | stone+             a stack, bottom stone first
//	stone    := "r" | "b" | "y" | "g"    red, blue, yellow, green
//	turn     := stone | "-"              "-" when the game is over on the board
//
// With " conceded", turn names the side that conceded. The 2x2 start is
// "g,y/r,b r"; the 3x3 start is "g,.,y/.,.,./r,.,b r".

import (
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

const (
	fsRed variant.Side = iota
	fsBlue
	fsYellow
	fsGreen
)

const (
	fsStep    = 1
	fsConcede = 2
)

var fsLetters = [4]byte{'r', 'b', 'y', 'g'}

var fsNames = [4]string{"red", "blue", "yellow", "green"}

// fsBoards holds the geometry and the orthogonal steps of each size, built
// once.
var fsBoards = func() (t [4]struct {
	geom  *board.Geometry
	steps *board.Leaper
}) {
	for n := 2; n <= 3; n++ {
		g := board.MustNew(board.Shape{Files: n, Ranks: n, Layers: 1})
		t[n].geom, t[n].steps = g, board.NewLeaper(g, board.Orthogonal)
	}
	return t
}()

var fsVariant = &variant.Variant{
	Name:        "fourstones",
	Aliases:     []string{"four-stones", "Quads"},
	Description: "Four Stones: four sides in two teams bury each other's stones (test toy)",
	Sides: []variant.SideInfo{
		{Name: "red", Team: 0}, {Name: "blue", Team: 1}, {Name: "yellow", Team: 0}, {Name: "green", Team: 1},
	},
	Teams: []string{"warm", "cool"},
	Options: []variant.OptionSpec{
		{Key: "size", Doc: "the board is size x size", Kind: variant.Int, Default: "2", Min: 2, Max: 3},
		{Key: "partners", Doc: "one player commands both sides of a team", Kind: variant.Bool, Default: "false"},
		{Key: "repetition", Doc: "the occurrence of a position that draws the game", Kind: variant.Int, Default: "3", Min: 2, Max: 9},
	},
	Start: func(o variant.Options) (variant.AnyPosition, error) { return variant.Dynamic(fsStart(o)), nil },
	Parse: func(text string, o variant.Options) (variant.AnyPosition, error) {
		p, err := fsParse(text, o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(p), nil
	},
}

type fsRules struct {
	opts       variant.Options
	size       int
	geom       *board.Geometry
	steps      *board.Leaper
	partners   bool
	repetition int
}

func newFSRules(o variant.Options) *fsRules {
	n := o.Int("size")
	return &fsRules{opts: o, size: n, geom: fsBoards[n].geom, steps: fsBoards[n].steps,
		partners: o.Bool("partners"), repetition: o.Int("repetition")}
}

// fs is a Four Stones position: where each side's stone is and at which
// level of its stack (0 at the bottom).
type fs struct {
	rules    *fsRules
	at       [4]board.Cell
	level    [4]uint8
	turn     variant.Side // the side to move; NoSide when the game is over
	conceded variant.Side // the side that conceded, or NoSide
}

func fsStart(o variant.Options) fs {
	r := newFSRules(o)
	n := r.size - 1
	g := r.geom
	return fs{rules: r, turn: fsRed, conceded: variant.NoSide, at: [4]board.Cell{
		g.CellAt(board.Coord{File: 0, Rank: 0}), g.CellAt(board.Coord{File: n, Rank: 0}),
		g.CellAt(board.Coord{File: n, Rank: n}), g.CellAt(board.Coord{File: 0, Rank: n}),
	}}
}

// fsNew returns the start position for option text, for tests.
func fsNew(options string) fs {
	o, err := fsVariant.ParseOptions(options)
	if err != nil {
		panic(err)
	}
	return fsStart(o)
}

// height returns the number of stones on c.
func (p fs) height(c board.Cell) uint8 {
	var h uint8
	for _, a := range p.at {
		if a == c {
			h++
		}
	}
	return h
}

// free reports whether x's stone is on top of its stack.
func (p fs) free(x variant.Side) bool { return p.level[x]+1 == p.height(p.at[x]) }

// buried reports whether both stones of x's team are covered.
func (p fs) buried(x variant.Side) bool { return !p.free(x%2) && !p.free(x%2+2) }

func fsTeam(x variant.Side) variant.SideSet { return variant.SidesOf(x%2, x%2+2) }

func (p fs) Variant() *variant.Variant { return fsVariant }
func (p fs) Options() variant.Options  { return p.rules.opts }
func (p fs) Board() *board.Geometry    { return p.rules.geom }
func (p fs) ToMove() variant.Side      { return p.turn }

func (p fs) Moves(dst []uint32) []uint32 {
	if p.turn == variant.NoSide {
		return dst
	}
	from := p.at[p.turn]
	for t := p.rules.steps.From(from); !t.Empty(); {
		to := t.PopFirst()
		dst = append(dst, fsStep<<16|uint32(to)<<8|uint32(from))
	}
	return dst
}

func (p fs) Actions(dst []uint32) []uint32 {
	if p.turn == variant.NoSide {
		return dst
	}
	return append(dst, fsConcede<<16)
}

func (p fs) Play(m uint32) fs {
	q := p
	x := p.turn
	if m>>16 == fsConcede {
		q.conceded, q.turn = x, variant.NoSide
		return q
	}
	to := board.Cell(m >> 8)
	q.at[x], q.level[x] = to, p.height(to)
	q.turn = variant.NoSide
	if q.buried(x + 1) {
		return q
	}
	for k := variant.Side(1); k <= 4; k++ {
		if y := (x + k) % 4; q.free(y) {
			q.turn = y
			break
		}
	}
	return q
}

func (p fs) Outcome() variant.Outcome {
	if p.conceded != variant.NoSide {
		return variant.Win(fsTeam(p.conceded+1), "concession")
	}
	for x := fsRed; x <= fsBlue; x++ {
		if p.buried(x) {
			return variant.Win(fsTeam(x+1), "stones buried")
		}
	}
	return variant.Outcome{}
}

// Hash packs the stones, the side to move and the concession into 64 bits
// without loss (cells < 9 in 8 bits, levels < 4 in 4 bits, sides in 8 bits)
// and mixes them bijectively.
func (p fs) Hash() uint64 {
	var h uint64
	for x := range 4 {
		h |= uint64(p.at[x])<<(8*x) | uint64(p.level[x])<<(32+4*x)
	}
	return mix64(h | uint64(p.turn)<<48 | uint64(p.conceded)<<56)
}

// stack returns the letters of the stones on c, bottom first.
func (p fs) stack(c board.Cell) []byte {
	var out []byte
	for l := range p.height(c) {
		for x := range 4 {
			if p.at[x] == c && p.level[x] == l {
				out = append(out, fsLetters[x])
			}
		}
	}
	return out
}

func (p fs) String() string {
	var b strings.Builder
	n := p.rules.size
	for r := n - 1; r >= 0; r-- {
		for f := range n {
			if f > 0 {
				b.WriteByte(',')
			}
			if s := p.stack(p.rules.geom.CellAt(board.Coord{File: f, Rank: r})); len(s) > 0 {
				b.Write(s)
			} else {
				b.WriteByte('.')
			}
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	switch {
	case p.conceded != variant.NoSide:
		b.WriteString(string(fsLetters[p.conceded]) + " conceded")
	case p.turn == variant.NoSide:
		b.WriteByte('-')
	default:
		b.WriteByte(fsLetters[p.turn])
	}
	return b.String()
}

func (p fs) MoveText(m uint32) string {
	switch m >> 16 {
	case fsConcede:
		return "concede"
	case fsStep:
		g := p.rules.geom
		return g.Name(board.Cell(m)) + "-" + g.Name(board.Cell(m>>8))
	}
	return "?"
}

func (p fs) ParseMove(text string) (uint32, error) {
	if strings.EqualFold(text, "concede") {
		if p.turn == variant.NoSide {
			return 0, variant.Illegal(text, "the game is over")
		}
		return fsConcede << 16, nil
	}
	g := p.rules.geom
	from, n, err := g.ParsePrefix(text)
	if err != nil {
		return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: 0,
			Reason: "want a step such as a1-b1, or concede", Cause: err}
	}
	if n >= len(text) || text[n] != '-' {
		return 0, variant.MoveError(text, n, "want '-' between the two squares")
	}
	to, err := g.Parse(text[n+1:])
	if err != nil {
		return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: n + 1,
			Reason: "want the square the stone goes to", Cause: err}
	}
	if p.turn == variant.NoSide {
		return 0, variant.Illegal(text, "the game is over")
	}
	if p.at[p.turn] != from {
		return 0, variant.Illegal(text, fmt.Sprintf("the %s stone is on %s", fsNames[p.turn], g.Name(p.at[p.turn])))
	}
	if !p.rules.steps.From(from).Has(to) {
		return 0, variant.Illegal(text, fmt.Sprintf("%s is not next to %s", g.Name(to), g.Name(from)))
	}
	return fsStep<<16 | uint32(to)<<8 | uint32(from), nil
}

func (p fs) Pieces(dst []variant.Piece) []variant.Piece {
	g := p.rules.geom
	for c := range board.Cell(g.Cells()) {
		for l, s := range p.stack(c) {
			x := variant.Side(strings.IndexByte("rbyg", s))
			dst = append(dst, variant.Piece{Cell: c, Level: l, Side: x, Kind: "stone", Label: strings.ToUpper(string(s))})
		}
	}
	return dst
}

// Controller implements variant.Controlling.
func (p fs) Controller(x variant.Side) int {
	if p.rules.partners {
		return int(x % 2)
	}
	return int(x)
}

// RepetitionOutcome implements variant.Repeating.
func (p fs) RepetitionOutcome(n int) variant.Outcome {
	if n >= p.rules.repetition {
		return variant.Draw("repetition")
	}
	return variant.Outcome{}
}

// ClaimOutcome implements variant.Claiming.
func (p fs) ClaimOutcome(n int) (variant.Outcome, bool) {
	if n >= 2 {
		return variant.Draw("repetition claimed"), true
	}
	return variant.Outcome{}, false
}

// fsParse reads position text (see the grammar at the top of the file).
func fsParse(text string, o variant.Options) (fs, error) {
	r := newFSRules(o)
	p := fs{rules: r, turn: variant.NoSide, conceded: variant.NoSide}
	n := r.size
	var seen [4]bool
	i := 0
	for rank := n - 1; rank >= 0; rank-- {
		for f := range n {
			c := r.geom.CellAt(board.Coord{File: f, Rank: rank})
			if i < len(text) && text[i] == '.' {
				i++
			} else {
				var l uint8
				for ; i < len(text); i++ {
					x := strings.IndexByte("rbyg", text[i])
					if x < 0 {
						break
					}
					if seen[x] {
						return p, variant.PositionError(text, i, fmt.Sprintf("a second %s stone", fsNames[x]))
					}
					seen[x] = true
					p.at[x], p.level[x] = c, l
					l++
				}
				if l == 0 {
					return p, variant.PositionError(text, i, fmt.Sprintf("want a stack of stones (r, b, y, g) or . for square %s", r.geom.Name(c)))
				}
			}
			if f < n-1 {
				if i >= len(text) || text[i] != ',' {
					return p, variant.PositionError(text, i, fmt.Sprintf("want ',' after square %s: a rank has %d squares", r.geom.Name(c), n))
				}
				i++
			}
		}
		if rank > 0 {
			if i >= len(text) || text[i] != '/' {
				return p, variant.PositionError(text, i, fmt.Sprintf("want '/' after rank %d: the board has %d squares a rank", rank+1, n))
			}
			i++
		}
	}
	for x, ok := range seen {
		if !ok {
			return p, variant.PositionError(text, -1, fmt.Sprintf("the %s stone is missing", fsNames[x]))
		}
	}
	if i >= len(text) || text[i] != ' ' {
		return p, variant.PositionError(text, i, "want a space and the side to move after the board")
	}
	i++
	if i >= len(text) {
		return p, variant.PositionError(text, i, "want the side to move: r, b, y, g or -")
	}
	turnAt := i
	t := text[i]
	i++
	conceded := false
	if rest := text[i:]; rest == " conceded" {
		conceded = true
	} else if rest != "" {
		return p, variant.PositionError(text, i, "unexpected text after the side to move")
	}
	over := p.buried(fsRed) || p.buried(fsBlue)
	x := strings.IndexByte("rbyg", t)
	switch {
	case t == '-' && conceded:
		return p, variant.PositionError(text, turnAt, "name the side that conceded")
	case t == '-' && !over:
		return p, variant.PositionError(text, turnAt, "the game is not over: name the side to move")
	case t == '-':
		return p, nil
	case x < 0:
		return p, variant.PositionError(text, turnAt, fmt.Sprintf("want the side to move: r, b, y, g or -, not %q", t))
	case over:
		return p, variant.PositionError(text, turnAt, "the game is over (a team's stones are buried): the side to move must be -")
	case !p.free(variant.Side(x)):
		return p, variant.PositionError(text, turnAt, fmt.Sprintf("%s cannot be to move: its stone is buried", fsNames[x]))
	case conceded:
		p.conceded = variant.Side(x)
	default:
		p.turn = variant.Side(x)
	}
	return p, nil
}
