package variant

import (
	"fmt"
	"strings"
)

// Game is the record of a game in progress: its start position, the moves
// played and the positions they led to, with undo, repetition counts, claims
// and results decided outside the board (resignation, agreement,
// adjudication). It works for every game through the typed contract; use
// Game[AnyPosition, Move] with the dynamic face. A Game is not safe for
// concurrent use (its positions are).
type Game[P Position[P, M], M MoveType] struct {
	positions []P
	hashes    []uint64 // hashes[i] = positions[i].Hash(), kept as the game goes
	moves     []M
	texts     []string
	declared  []Outcome // declared[i] is the result declared after i moves, if any

	// counts[h] is how many of the positions hash to h, kept as the game
	// goes, so that a repetition count costs no scan of the history.
	counts map[uint64]int32
}

// NewGame starts a game record at position start.
func NewGame[P Position[P, M], M MoveType](start P) *Game[P, M] {
	h := start.Hash()
	return &Game[P, M]{positions: []P{start}, hashes: []uint64{h}, counts: map[uint64]int32{h: 1}, declared: []Outcome{{}}}
}

// Start returns the position the game started from.
func (g *Game[P, M]) Start() P { return g.positions[0] }

// Position returns the current position.
func (g *Game[P, M]) Position() P { return g.positions[len(g.positions)-1] }

// Len returns the number of moves played.
func (g *Game[P, M]) Len() int { return len(g.moves) }

// Moves returns the moves played, in order. The slice is a copy.
func (g *Game[P, M]) Moves() []M { return append([]M(nil), g.moves...) }

// MoveTexts returns the moves played as text, each written in the position
// it was played from.
func (g *Game[P, M]) MoveTexts() []string { return append([]string(nil), g.texts...) }

// PositionAt returns the position after i moves (0 is the start).
func (g *Game[P, M]) PositionAt(i int) P { return g.positions[i] }

// Hashes appends to dst the hashes of the positions before the current one,
// from the start: the hash of PositionAt(i) for i < Len(). The game keeps
// them as it goes, so this costs a copy and no hashing.
func (g *Game[P, M]) Hashes(dst []uint64) []uint64 {
	return append(dst, g.hashes[:len(g.hashes)-1]...)
}

// Play plays m if it is legal in the current position and the game is not
// over. Errors match [ErrIllegalMove] or [ErrGameOver]; the game is then
// unchanged.
func (g *Game[P, M]) Play(m M) error {
	if o := g.Outcome(); o.Over() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.Position().Variant().Describe(o))
	}
	next, err := PlayChecked(g.Position(), m)
	if err != nil {
		return err
	}
	if why := g.forbidden(next); why != "" {
		return Illegal(g.Position().MoveText(m), why)
	}
	g.push(m, next)
	return nil
}

// PlayText reads a move in the current position's move notation and plays
// it. Errors match [ErrMove], [ErrIllegalMove] or [ErrGameOver].
func (g *Game[P, M]) PlayText(text string) error {
	if o := g.Outcome(); o.Over() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.Position().Variant().Describe(o))
	}
	m, err := g.Position().ParseMove(text)
	if err != nil {
		return err
	}
	next := g.Position().Play(m)
	if why := g.forbidden(next); why != "" {
		return Illegal(text, why)
	}
	g.push(m, next)
	return nil
}

func (g *Game[P, M]) push(m M, next P) {
	g.texts = append(g.texts, g.Position().MoveText(m))
	g.moves = append(g.moves, m)
	g.positions = append(g.positions, next)
	h := next.Hash()
	g.hashes = append(g.hashes, h)
	g.counts[h]++
	g.declared = append(g.declared, Outcome{})
}

// Undo takes back the last move (or a result declared after it), restoring
// the position before it. It returns [ErrNoUndo] at the start.
func (g *Game[P, M]) Undo() error {
	last := len(g.declared) - 1
	if g.declared[last].Over() {
		g.declared[last] = Outcome{}
		return nil
	}
	if len(g.moves) == 0 {
		return ErrNoUndo
	}
	g.moves = g.moves[:len(g.moves)-1]
	g.texts = g.texts[:len(g.texts)-1]
	g.positions = g.positions[:len(g.positions)-1]
	h := g.hashes[len(g.hashes)-1]
	if g.counts[h]--; g.counts[h] == 0 {
		delete(g.counts, h)
	}
	g.hashes = g.hashes[:len(g.hashes)-1]
	g.declared = g.declared[:last]
	return nil
}

// Repetitions returns how many times the current position has occurred in
// the game, counting the current one (so at least 1). Positions are compared
// by Hash.
func (g *Game[P, M]) Repetitions() int {
	return int(g.counts[g.hashes[len(g.hashes)-1]])
}

// Outcome returns the game's result: a declared result if there is one,
// else the position's own outcome, else the outcome the game's repetition
// rules force ([HistoryJudging], then [CycleJudging], then [Repeating]).
func (g *Game[P, M]) Outcome() Outcome {
	if o := g.declared[len(g.declared)-1]; o.Over() {
		return o
	}
	p := g.Position()
	if o := p.Outcome(); o.Over() {
		return o
	}
	if o := historyOutcome(p, g.positions); o.Over() {
		return o
	}
	if n := g.Repetitions(); n >= 2 && judgesCycles(p) {
		h := g.hashes[len(g.hashes)-1]
		prev := len(g.positions) - 2
		for prev >= 0 && g.hashes[prev] != h {
			prev--
		}
		if o := cycleOutcome(p, g.positions[prev:], n); o.Over() {
			return o
		}
	}
	return repetitionOutcome(p, g.Repetitions())
}

// Claim makes a claim for the side to move under the game's rules
// ([Claiming]: threefold repetition, the fifty-move rule) and, if it is
// valid, ends the game with its outcome. The error says why a claim is not
// valid now.
func (g *Game[P, M]) Claim() (Outcome, error) {
	if o := g.Outcome(); o.Over() {
		return o, fmt.Errorf("%w: %s", ErrGameOver, g.Position().Variant().Describe(o))
	}
	o, ok := ClaimOutcome(g.Position(), g.Repetitions())
	if !ok {
		return Outcome{}, fmt.Errorf("%w: %s has no claims", ErrIllegalMove, g.Position().Variant().Name)
	}
	if !o.Over() {
		return Outcome{}, fmt.Errorf("%w: no claim is valid in this position", ErrIllegalMove)
	}
	g.declared[len(g.declared)-1] = o
	return o, nil
}

// Declare ends the game with a result decided off the board: a resignation,
// a draw by agreement, an adjudication, a loss on time. Undo takes it back.
func (g *Game[P, M]) Declare(o Outcome) error {
	if cur := g.Outcome(); cur.Over() {
		return fmt.Errorf("%w: %s", ErrGameOver, g.Position().Variant().Describe(cur))
	}
	if !o.Over() {
		return fmt.Errorf("%w: declared result must end the game", ErrRecord)
	}
	if err := o.Valid(); err != nil {
		return fmt.Errorf("%w: declared result: %w", ErrRecord, err)
	}
	g.declared[len(g.declared)-1] = o
	return nil
}

// Resign ends the game as a win for every team but the resigning side's.
func (g *Game[P, M]) Resign(x Side) error {
	v := g.Position().Variant()
	if int(x) >= len(v.Sides) {
		return fmt.Errorf("%w: no side %d", ErrIllegalMove, x)
	}
	var winners SideSet
	for i := range v.Sides {
		if !v.Team(x).Has(Side(i)) {
			winners = winners.With(Side(i))
		}
	}
	return g.Declare(Win(winners, "resignation"))
}

// Record returns the game as a generic game record, with the given tags
// first and then Variant, Options (if not the defaults), SetUp and FEN
// (if the game did not start from the position a reader that ignores the
// Options tag takes: the start of the variant's [Variant.RecordStart]
// options), Result and, for a finished game, Termination with the PGN
// standard's value ([Termination]) and the game's own reason ("checkmate",
// "agreement") as a comment after the last move (before the first, if
// there is none), as cutechess writes it.
func (g *Game[P, M]) Record(tags ...Tag) Record {
	start := g.Start()
	v := start.Variant()
	r := Record{Tags: append([]Tag(nil), tags...)}
	r.SetTag("Variant", v.Name)
	if o := start.Options().String(); o != "" {
		r.SetTag("Options", o)
	}
	if std, err := v.New(v.RecordStart); err != nil || std.String() != start.String() {
		r.SetTag("SetUp", "1")
		r.SetTag("FEN", start.String())
	}
	r.Moves = g.MoveTexts()
	r.PliesPerNumber = len(v.Sides) // one move number per round of turns
	r.Result = g.Outcome().Result(len(v.Sides))
	r.SetTag("Result", r.Result)
	if o := g.Outcome(); o.Over() {
		r.SetTag("Termination", Termination(o.Reason))
		if o.Reason != "" {
			if len(r.Moves) == 0 {
				r.Comments = []string{o.Reason}
			} else {
				r.Notes = make([]Note, len(r.Moves))
				r.Notes[len(r.Moves)-1].Comments = []string{o.Reason}
			}
		}
	}
	return r
}

// Termination returns the value of the PGN standard's Termination tag for
// the reason of a finished game: "time forfeit" for a loss on time,
// "adjudication" for a result decided by an arbiter or a move limit,
// "abandoned", "rules infraction", and "normal" for every end the rules or
// the players give (checkmate, resignation, agreement, repetition ...).
func Termination(reason string) string {
	r := strings.ToLower(reason)
	switch {
	case strings.Contains(r, "time") && !strings.Contains(r, "times"):
		return "time forfeit"
	case strings.Contains(r, "adjudicat"), strings.Contains(r, "move limit"):
		return "adjudication"
	case strings.Contains(r, "abandon"):
		return "abandoned"
	case strings.Contains(r, "infraction"), strings.Contains(r, "illegal"):
		return "rules infraction"
	}
	return "normal"
}

// standardTermination reports whether s is one of the PGN standard's
// Termination values.
func standardTermination(s string) bool {
	switch strings.ToLower(s) {
	case "abandoned", "adjudication", "death", "emergency", "normal", "rules infraction", "time forfeit", "unterminated":
		return true
	}
	return false
}

// reasonOf returns the reason of a declared result in a record: a
// Termination tag that is not one of the standard's values (as older
// records and some sites write it), else the last comment after the last
// move (or before the first, when there is no move) that is more than
// embedded commands such as [%clk ...], else a standard
// Termination value other than "normal". White space runs become one
// space, as in comments, so a reason reads back as it is written.
func reasonOf(r Record) string {
	return strings.Join(strings.Fields(rawReasonOf(r)), " ")
}

func rawReasonOf(r Record) string {
	t, hasT := r.Tag("Termination")
	if hasT && !standardTermination(t) {
		return t
	}
	var last []string
	if n := len(r.Moves); n == 0 {
		last = r.Comments
	} else if len(r.Notes) >= n {
		last = r.Notes[n-1].Comments
	}
	for i := len(last) - 1; i >= 0; i-- {
		if !commandsOnly(last[i]) {
			return last[i]
		}
	}
	if hasT && !strings.EqualFold(t, "normal") {
		return strings.ToLower(t)
	}
	return ""
}

// Replay plays a record's moves from start, which must be the record's start
// position, and returns the game. A declared result in the record (a
// resignation, an agreed draw) that the moves do not produce is kept as
// declared, with its reason from the record (see [Game.Record]: the
// comment after the last move, or a Termination tag that is not one of
// the standard's values); a result that
// contradicts the one the moves produce is an error. Errors match
// [ErrRecord] and name the move number and the move.
func Replay[P Position[P, M], M MoveType](start P, r Record) (*Game[P, M], error) {
	g := NewGame(start)
	for i, t := range r.Moves {
		if err := g.PlayText(t); err != nil {
			return nil, fmt.Errorf("%w: move %d (%s): %w", ErrRecord, i+1, Excerpt(t), err)
		}
	}
	if r.Result == "" || r.Result == "*" {
		return g, nil
	}
	v := start.Variant()
	o, err := ParseResult(r.Result, len(v.Sides))
	if err != nil {
		return nil, err
	}
	if o.Status == Won {
		// The winners are whole teams, and not every side.
		all := SideSet(1<<len(v.Sides) - 1)
		for _, x := range o.Winners.Sides() {
			if v.Team(x)&^o.Winners != 0 || o.Winners == all {
				return nil, recordError(r.Result, -1, "the winners %s are not one team of %s", names(v, o.Winners), v.Name)
			}
		}
	}
	if cur := g.Outcome(); cur.Over() {
		if cur.Status != o.Status || cur.Winners != o.Winners {
			return nil, recordError(r.Result, -1, "the moves end the game %s, not %s", v.Describe(cur), r.Result)
		}
		return g, nil
	}
	o.Reason = reasonOf(r)
	if err := g.Declare(o); err != nil {
		return nil, err
	}
	return g, nil
}

// commandsOnly reports whether a comment holds nothing but embedded
// commands such as "[%clk 0:03:00] [%eval 0.2]".
func commandsOnly(c string) bool {
	for {
		i := strings.Index(c, "[%")
		if i < 0 {
			return strings.TrimSpace(c) == ""
		}
		if strings.TrimSpace(c[:i]) != "" {
			return false
		}
		j := strings.IndexByte(c[i:], ']')
		if j < 0 {
			return false
		}
		c = c[i+j+1:]
	}
}
