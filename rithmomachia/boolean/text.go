package boolean

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// String returns the position text (grammar in the package comment):
// the four levels from level 1, each rank 4 first, then the side to move,
// the hands and the count of turns without a capture. Parse reads it back.
func (p Position) String() string {
	b := make([]byte, 0, 160)
	for l := range 4 {
		if l > 0 {
			b = append(b, '|')
		}
		for r := 3; r >= 0; r-- {
			if r < 3 {
				b = append(b, '/')
			}
			for f := range 4 {
				k := p.cells[f+4*(r+4*l)]
				if k == 0 {
					b = append(b, '.')
				} else {
					b = appendToken(b, k>>4&1, int(k&15))
				}
			}
		}
	}
	b = append(b, ' ', "wb"[p.toMove&1], ' ')
	if !p.Placing() {
		b = append(b, '-')
	}
	for side := range uint8(2) {
		for h := p.hand[side]; h != 0; h &= h - 1 {
			b = appendToken(b, side, bits.TrailingZeros16(h))
		}
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.quiet), 10)
	return string(b)
}

// field is one space-separated field of a text, with its offset.
type field struct {
	text string
	off  int
}

func fields(s string) []field {
	var out []field
	for i := 0; i < len(s); {
		if s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' && s[j] != '\r' {
			j++
		}
		out = append(out, field{s[i:j], i})
		i = j
	}
	return out
}

// readToken reads a piece token at s[i:]: a shape letter (upper case White,
// lower case Black) and a value that the shape has. It returns the owner,
// the value, the bytes used, or a reason.
func readToken(s string, i int) (owner uint8, v, n int, reason string) {
	sh, ok := letterShape(s[i])
	if !ok {
		return 0, 0, 0, fmt.Sprintf("%q is not a piece: want P, C, T or S (White) or p, c, t, s (Black) and a value", s[i])
	}
	if s[i] >= 'a' {
		owner = black
	}
	j := i + 1
	for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i+1 {
		return 0, 0, 0, fmt.Sprintf("the value of the %s after %q is missing", sh, s[i])
	}
	if j < len(s) && s[j] >= '0' && s[j] <= '9' {
		return 0, 0, 0, fmt.Sprintf("value %s is too long: values are 0..15 (§8.2)", s[i+1:j+1])
	}
	v, _ = strconv.Atoi(s[i+1 : j])
	if v > 15 || (j-i == 3 && s[i+1] == '0') {
		return 0, 0, 0, fmt.Sprintf("value %s is not a 4-bit value 0..15 (§8.2)", s[i+1:j])
	}
	if shapeOf[v] != sh {
		return 0, 0, 0, fmt.Sprintf("%d (%04b) is a %s, not a %s (§8.2)", v, v, shapeOf[v], sh)
	}
	return owner, v, j - i, ""
}

var sideNames = [2]string{"white", "black"}

// Parse reads position text (grammar in the package comment) for the
// options. The hands and the count may be left out ("-" and 0). Errors are
// *variant.ParseError values matching variant.ErrPosition (or
// variant.ErrOption for bad options), with the offset of the problem.
func Parse(text string, o variant.Options) (Position, error) {
	c := defaultConfig
	if !o.Equal(defaultConfig.opts) {
		var err error
		if c, err = newConfig(o); err != nil {
			return Position{}, err
		}
	}
	if text == "" {
		return Position{}, variant.PositionError(text, -1, "empty position text")
	}
	bad := func(off int, format string, args ...any) (Position, error) {
		return Position{}, variant.PositionError(text, off, fmt.Sprintf(format, args...))
	}
	fs := fields(text)
	if len(fs) < 2 || len(fs) > 4 {
		return bad(-1, "want 2 to 4 fields: board, side to move, hands, turns without a capture; found %d", len(fs))
	}
	p := Position{cfg: c}
	var offs [64]int // where each piece was read
	// The board: levels 1..4 separated by '|', ranks 4..1 by '/'.
	s, i := fs[0].text, 0
	at := func() int { return fs[0].off + i }
	for l := range 4 {
		if l > 0 {
			if i >= len(s) || s[i] != '|' {
				if i < len(s) && s[i] == '/' {
					return bad(at(), "level %d has more than 4 ranks", l)
				}
				return bad(at(), "want '|' before level %d: the board has 4 levels", l+1)
			}
			i++
		}
		for r := 3; r >= 0; r-- {
			if r < 3 {
				if i >= len(s) || s[i] != '/' {
					return bad(at(), "want '/' before rank %d of level %d: a level has 4 ranks, rank 4 first", r+1, l+1)
				}
				i++
			}
			for f := range 4 {
				if i >= len(s) || s[i] == '/' || s[i] == '|' {
					return bad(at(), "rank %d of level %d has %d cells; want 4", r+1, l+1, f)
				}
				if s[i] == '.' {
					i++
					continue
				}
				owner, v, n, reason := readToken(s, i)
				if reason != "" {
					return bad(at(), "%s", reason)
				}
				cell := f + 4*(r+4*l)
				offs[cell] = at()
				p.put(cell, owner, v)
				i += n
			}
			if i < len(s) && s[i] != '/' && s[i] != '|' {
				return bad(at(), "rank %d of level %d has more than 4 cells", r+1, l+1)
			}
		}
	}
	if i < len(s) {
		return bad(at(), "unexpected %s after level 4: the board has 4 levels", variant.Excerpt(s[i:]))
	}
	// The side to move.
	switch fs[1].text {
	case "w":
		p.toMove = white
	case "b":
		p.toMove = black
	default:
		return bad(fs[1].off, "the side to move is w or b, not %s", variant.Excerpt(fs[1].text))
	}
	// The hands.
	var handOff [2][16]int
	if len(fs) > 2 && fs[2].text != "-" {
		h := fs[2].text
		for j := 0; j < len(h); {
			owner, v, n, reason := readToken(h, j)
			if reason != "" {
				return bad(fs[2].off+j, "%s", reason)
			}
			if p.hand[owner]>>v&1 != 0 {
				return bad(fs[2].off+j, "%s's hand holds %d twice", sideNames[owner], v)
			}
			p.hand[owner] |= 1 << v
			handOff[owner][v] = fs[2].off + j
			j += n
		}
	}
	if len(fs) > 3 {
		q, err := strconv.Atoi(fs[3].text)
		if err != nil || q < 0 || q > 0xFFFF || fs[3].text[0] == '+' {
			return bad(fs[3].off, "the count of turns without a capture is a number 0..65535, not %s", variant.Excerpt(fs[3].text))
		}
		p.quiet = uint16(q)
	}
	// The pieces must come from the set of §8.2: one pyramid of each value
	// per side, two discs of each value 1..14.
	var discs [16]int
	var pyramids [2][16]bool
	for cell := range 64 {
		k := p.cells[cell]
		if k == 0 {
			continue
		}
		owner, v := k>>4&1, int(k&15)
		if shapeOf[v] == Pyramid {
			if pyramids[owner][v] || p.hand[owner]>>v&1 != 0 {
				return Position{}, variant.ImpossibleAt(text, offs[cell], RuleSet, "a second %s pyramid %d (on %s): each side has one pyramid of each value 0 and 15 (§8.2)", sideNames[owner], v, Board.Name(board.Cell(cell)))
			}
			pyramids[owner][v] = true
			continue
		}
		if discs[v]++; discs[v] > 2 {
			return Position{}, variant.ImpossibleAt(text, offs[cell], RuleSet, "a third disc of value %d (on %s): the set has two of each value 1..14 (§8.2)", v, Board.Name(board.Cell(cell)))
		}
	}
	for owner := range 2 {
		for v := 1; v < 15; v++ {
			if p.hand[owner]>>v&1 == 0 {
				continue
			}
			if discs[v]++; discs[v] > 2 {
				return Position{}, variant.ImpossibleAt(text, handOff[owner][v], RuleSet, "a third disc of value %d (in %s's hand): the set has two of each value 1..14 (§8.2)", v, sideNames[owner])
			}
		}
	}
	if p.Placing() {
		if err := p.checkPlacement(text, &offs, fs[1].off, c); err != nil {
			return Position{}, err
		}
	} else if !c.study {
		for v := 1; v < 15; v++ {
			if discs[v] != 2 {
				return Position{}, variant.Impossible(text, RuleDiscs, "%d disc(s) of value %d on the cube: a capture flips a disc and never removes it, so after the placement both discs of each value 1..14 are on the cube (§8.2, §8.5; study=true accepts this)", discs[v], v)
			}
		}
	}
	return p, nil
}

// The rules a position must keep ([variant.InvalidPositionError] names
// them).
const (
	// RuleSet: the pieces come from the set of §8.2: one pyramid of each
	// value 0 and 15 per side, two discs of each value 1..14.
	RuleSet variant.Rule = "the set of pieces"
	// RulePlacement: while pieces are in hand, the placement phase could
	// reach the position (§8.3): each side's pieces on matching cells of
	// its plane or in hand, the turn alternating from the first mover, no
	// turn counted.
	RulePlacement variant.Rule = "the placement phase"
	// RuleDiscs: after the placement phase both discs of every value are
	// on the cube, as a capture flips a disc and never removes it (§8.5);
	// only pyramids leave. The study option lifts this rule.
	RuleDiscs variant.Rule = "discs stay on the cube"
)

// checkPlacement checks a position of the placement phase: every piece on
// a matching cell of its owner's plane, each side holding each value once,
// on the cube or in hand, and the turn that alternation gives (§8.3 (a)).
func (p *Position) checkPlacement(text string, offs *[64]int, sideOff int, c *config) error {
	var placed [2]int
	for cell := range 64 {
		k := p.cells[cell]
		if k == 0 {
			continue
		}
		owner, v := k>>4&1, int(k&15)
		co := Board.Coord(board.Cell(cell))
		if co.Layer != planeLayer[owner] {
			return variant.ImpossibleAt(text, offs[cell], RulePlacement, "%s: during the placement phase %s's pieces stand on level %d (§8.3)",
				Board.Name(board.Cell(cell)), sideNames[owner], planeLayer[owner]+1)
		}
		if want := PatternShape(co.File, co.Rank); want != shapeOf[v] {
			return variant.ImpossibleAt(text, offs[cell], RulePlacement, "%s is a %s cell of the pattern, not a %s one (§8.3)",
				Board.Name(board.Cell(cell)), want, shapeOf[v])
		}
		if p.hand[owner]>>v&1 != 0 {
			return variant.ImpossibleAt(text, offs[cell], RulePlacement, "%s's %d is both on the cube and in hand", sideNames[owner], v)
		}
		placed[owner]++
	}
	for owner := range 2 {
		have := p.hand[owner]
		for t := p.occ[owner]; t != 0; t &= t - 1 {
			have |= 1 << (p.cells[bits.TrailingZeros64(t)] & 15)
		}
		if have != 0xFFFF {
			v := bits.TrailingZeros16(^have)
			return variant.Impossible(text, RulePlacement, "%s has no %d on the cube or in hand: in the placement phase each side has all 16 values (§8.2, §8.3)", sideNames[owner], v)
		}
	}
	first, second := c.first, c.first^1
	want := first
	switch placed[first] - placed[second] {
	case 0:
	case 1:
		want = second
	default:
		return variant.Impossible(text, RulePlacement, "%s has placed %d pieces and %s %d: the players alternate, %s first (§8.3)",
			sideNames[first], placed[first], sideNames[second], placed[second], sideNames[first])
	}
	if p.toMove != want {
		return variant.ImpossibleAt(text, sideOff, RulePlacement, "it is %s's turn to place: the players alternate, %s first (§8.3)", sideNames[want], sideNames[first])
	}
	if p.quiet != 0 {
		return variant.Impossible(text, RulePlacement, "no turn without a capture is counted during the placement phase")
	}
	return nil
}

// MoveText writes m: a placement as the piece and its cell ("S7@a11"), a
// step as two cells ("a11-a12"), a push as the pyramid's cells and the
// pushed piece's new cell ("c31-b21>b22"); then each captured cell in cell
// order, after an 'x' ("b21-b22xc22xd31").
func (p Position) MoveText(m Move) string {
	var buf [48]byte
	b := buf[:0]
	switch m.kind() {
	case kindPlace:
		b = append(b, shapeOf[m.value()].Letter())
		b = strconv.AppendInt(b, int64(m.value()), 10)
		b = append(b, '@')
		b = Board.AppendName(b, board.Cell(m.to()))
	case kindStep, kindPush:
		b = Board.AppendName(b, board.Cell(m.from()))
		b = append(b, '-')
		b = Board.AppendName(b, board.Cell(m.to()))
		if m.kind() == kindPush {
			b = append(b, '>')
			b = Board.AppendName(b, board.Cell(m.dest()))
		}
		if p.why(m) == "" {
			for t := p.Captures(m).Lo; t != 0; t &= t - 1 {
				b = append(b, 'x')
				b = Board.AppendName(b, board.Cell(bits.TrailingZeros64(t)))
			}
		}
	default:
		return "(none)"
	}
	return string(b)
}

// ParseMove reads a move's text (see MoveText; a placement's shape letter
// may be left out, and so may the list of captures, which, if given, must
// be the captures the move makes, in any order). Errors match
// variant.ErrMove for text that cannot be read and variant.ErrIllegalMove,
// with the reason, for a move that may not be played here.
func (p Position) ParseMove(text string) (Move, error) {
	bad := func(off int, cause error, format string, args ...any) (Move, error) {
		return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: off, Reason: fmt.Sprintf(format, args...), Cause: cause}
	}
	square := func(i int, what string) (board.Cell, int, error) {
		if i >= len(text) {
			_, err := bad(i, nil, "%s is missing", what)
			return 0, 0, err
		}
		c, n, err := Board.ParsePrefix(text[i:])
		if err != nil {
			_, e := bad(i, err, "%s: %v", what, err)
			return 0, 0, e
		}
		return c, n, nil
	}
	if text == "" {
		return bad(-1, nil, "empty move")
	}
	var m Move
	i := 0
	if at := strings.IndexByte(text, '@'); at >= 0 {
		// A placement: [letter] value '@' cell.
		sh, hasLetter := letterShape(text[0])
		if hasLetter {
			i = 1
		}
		j := i
		for j < at && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i || j != at || j-i > 2 {
			return bad(i, nil, "a placement is a piece and a cell, as S7@a11")
		}
		v, _ := strconv.Atoi(text[i:j])
		if v > 15 {
			return bad(i, nil, "value %d is not a 4-bit value 0..15 (§8.2)", v)
		}
		if hasLetter && shapeOf[v] != sh {
			return bad(0, nil, "%d (%04b) is a %s, not a %s (§8.2)", v, v, shapeOf[v], sh)
		}
		to, n, err := square(at+1, "the cell to place on")
		if err != nil {
			return 0, err
		}
		m = Place(v, to)
		i = at + 1 + n
	} else {
		from, n, err := square(0, "the cell moved from")
		if err != nil {
			return 0, err
		}
		i = n
		if i >= len(text) || text[i] != '-' {
			return bad(i, nil, "want '-' after the cell moved from, as a11-a12")
		}
		to, n, err := square(i+1, "the cell moved to")
		if err != nil {
			return 0, err
		}
		i += 1 + n
		m = Step(from, to)
		if i < len(text) && text[i] == '>' {
			dest, n, err := square(i+1, "the pushed piece's cell")
			if err != nil {
				return 0, err
			}
			i += 1 + n
			m = Push(from, to, dest)
		}
	}
	var listed uint64
	list := i < len(text)
	for i < len(text) {
		if text[i] != 'x' && text[i] != 'X' {
			return bad(i, nil, "unexpected %s: captures are listed as xc33", variant.Excerpt(text[i:]))
		}
		c, n, err := square(i+1, "the captured cell")
		if err != nil {
			return 0, err
		}
		if listed>>c&1 != 0 {
			return bad(i, nil, "%s is listed twice", Board.Name(c))
		}
		if m.IsPlacement() {
			return bad(i, nil, "a placement captures nothing")
		}
		listed |= 1 << c
		i += 1 + n
	}
	if o := p.Outcome(); o.Over() {
		return 0, variant.Illegal(text, "the game is over: "+Variant.Describe(o))
	}
	if reason := p.why(m); reason != "" {
		return 0, variant.Illegal(text, reason)
	}
	if caps := p.Captures(m).Lo; list && caps != listed {
		return 0, variant.Illegal(text, fmt.Sprintf("the move captures %s, not %s (§8.5)",
			Board.SetString(board.Set{Lo: caps}), Board.SetString(board.Set{Lo: listed})))
	}
	return m, nil
}

var moveWays = [4]string{
	Pyramid:  "orthogonally, diagonally or triagonally",
	Circle:   "orthogonally or diagonally",
	Triangle: "diagonally or triagonally",
	Square:   "orthogonally or triagonally",
}

// why returns "" if m is legal for the side to move (the game going on),
// or why it is not.
func (p *Position) why(m Move) string {
	c := p.conf()
	s := p.toMove
	name := func(cell int) string { return Board.Name(board.Cell(cell)) }
	switch m.kind() {
	case kindPlace:
		v, to := m.value(), m.to()
		co := Board.Coord(board.Cell(to))
		switch {
		case !p.Placing():
			return "the placement phase is over (§8.3)"
		case p.hand[s]>>v&1 == 0:
			return fmt.Sprintf("%s has no %d in hand", sideNames[s], v)
		case co.Layer != planeLayer[s]:
			return fmt.Sprintf("%s is not on %s's plane, level %d (§8.3)", name(to), sideNames[s], planeLayer[s]+1)
		case PatternShape(co.File, co.Rank) != shapeOf[v]:
			return fmt.Sprintf("%s is a %s cell of the pattern; a %s goes on a %s cell (§8.3)", name(to), PatternShape(co.File, co.Rank), shapeOf[v], shapeOf[v])
		case p.cells[to] != 0:
			return name(to) + " is occupied"
		}
		return ""
	case kindStep, kindPush:
	default:
		return "no such move"
	}
	if p.Placing() {
		return "the placement phase is not over: place a piece (§8.3)"
	}
	from, to := m.from(), m.to()
	k := p.cells[from]
	if k == 0 || k>>4&1 != s {
		return fmt.Sprintf("no piece of %s's on %s", sideNames[s], name(from))
	}
	sh := shapeOf[k&15]
	if reach[sh][from]>>to&1 == 0 {
		return fmt.Sprintf("a %s moves one step %s (§8.4)", sh, moveWays[sh])
	}
	occupied := p.cells[to] != 0
	if m.kind() == kindStep {
		switch {
		case !occupied:
			return ""
		case sh != Pyramid:
			return name(to) + " is occupied: only a pyramid may land on a piece, and push it (§8.4)"
		case !c.push:
			return name(to) + " is occupied, and pushing is off (pyramidpush=false, §8.4)"
		}
		return fmt.Sprintf("%s is occupied: a push names the pushed piece's cell, as %s-%s>cell (§8.4)", name(to), name(from), name(to))
	}
	dest := m.dest()
	switch {
	case sh != Pyramid:
		return "only a pyramid may push (§8.4)"
	case !c.push:
		return "pushing is off (pyramidpush=false, §8.4)"
	case !occupied:
		return fmt.Sprintf("%s is empty: there is nothing to push; the step is %s-%s", name(to), name(from), name(to))
	case reach[Pyramid][to]>>dest&1 == 0:
		return fmt.Sprintf("the pushed piece moves one pyramid step from %s (§8.4)", name(to))
	case dest == from && !c.pushOrigin:
		return "the pushed piece may not take the pyramid's vacated cell (pushintoorigin=false, D73)"
	case dest != from && p.cells[dest] != 0:
		return name(dest) + " is occupied: the pushed piece goes to an empty cell (§8.4)"
	}
	return ""
}
