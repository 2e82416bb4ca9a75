package variant

import "github.com/ludus-chess/ludus/board"

// The capabilities: every optional interface of the contract, in one place.
//
// A game's typed position implements [Position] and, beyond it, the
// capabilities its rules need. Each is named for what the position does
// (an -ing name), and each is read through the function beside it, which
// works on typed positions and on the dynamic face alike:
//
//	capability         methods                                function
//	Controlling        Controller                             ControllerOf
//	Acting[M]          ActionSide                             ActionSide
//	Repeating          RepetitionOutcome                      (Game.Outcome)
//	CycleJudging[P]    CycleOutcome                           (Game.Outcome)
//	HistoryJudging[P]  HistoryOutcome, HistoryForbids         (Game.Outcome, Game.Allowed)
//	Claiming           ClaimOutcome                           ClaimOutcome
//	ChanceWeighing[M]  ChanceOutcomes                         Outcomes
//	Explaining[M]      Explain                                Explain
//	Squaring[M]        MoveSquares                            SquaresOf
//	Marking            Marks                                  MarksOf
//	SideStating        SideStatus                             StatusOf
//	RoyalJudging       Royal                                  IsRoyal
//	PerftCounting      Perft                                  (AnyPosition.Perft)
//	MovementCounting   MovementPerft                          MovementPerft
//
// The dynamic face ([Dynamic]) implements none of these interfaces itself
// (but PerftCounting, whose Perft every [AnyPosition] has): a type
// assertion on an AnyPosition finds none of them. It claims a
// capability exactly when its game has it, through [CapabilitiesOf] and
// the functions above, which look through it to the typed position. So a
// program asks the same question the same way of either face, and gets
// the same answer.

// Controlling is implemented by positions of games in which a player (a
// person or engine) may command more than one side, and command changes
// during play (Enochian chess: a seized throne, a withdrawn army).
// Controller returns the player, numbered from 0, who decides the moves of
// side x. In games without it there is one player per side, numbered as
// the side ([ControllerOf]).
type Controlling interface {
	Controller(x Side) int
}

// Acting is implemented by positions of games whose actions (see
// Position.Actions) may belong to a side other than the side to move: an
// Enochian withdrawal names the army that withdraws, the answer to an
// exchange offer is the other army's. ActionSide returns the side on whose
// behalf move m acts; for a turn move it is the side to move. m must be a
// legal move or action in the position. A server lets only the player who
// commands that side ([Controlling]) play m. In games without it every
// move and action is the side to move's ([ActionSide]).
type Acting[M MoveType] interface {
	ActionSide(m M) Side
}

// Repeating is implemented by positions of games with repetition rules.
// [Game] calls RepetitionOutcome with the number of times the current
// position has occurred (1 the first time); it returns the outcome that
// the repetition forces, or an ongoing Outcome. Draws that must be claimed
// are [Claiming]'s.
type Repeating interface {
	RepetitionOutcome(occurrences int) Outcome
}

// CycleJudging is implemented by positions of games whose repetition rules
// look at how a repetition came about, such as Xiangqi's rule that the side
// giving check with every move of a repeated cycle (perpetual check) loses.
// When the current position has occurred before, [Game] calls CycleOutcome
// with the positions of the game from its previous occurrence to now, both
// included (so cycle[0] and the last element are equal positions), and with
// the number of occurrences so far (2 or more). It returns the outcome the
// rule gives, or an ongoing Outcome; [Repeating] is asked only if it is
// ongoing.
type CycleJudging[P any] interface {
	CycleOutcome(cycle []P, occurrences int) Outcome
}

// HistoryJudging is implemented by positions of games whose rules of
// repeated positions need the whole history of the game, and may forbid a
// move because of it: Xiangqi, where a side that repeats a forbidden cycle
// (perpetual check, perpetual chase) is made to change its move by the
// arbiter, or loses when the rules are enforced as computer tournaments
// enforce them. [Game] asks it before [CycleJudging] and [Repeating].
type HistoryJudging[P any] interface {
	// HistoryOutcome returns the outcome the history forces, or an ongoing
	// Outcome. history holds the positions of the game from its start, the
	// current position last (so it has at least one element).
	HistoryOutcome(history []P) Outcome
	// HistoryForbids returns why the rules forbid the move that leads from
	// the last position of history to next (it repeats a forbidden cycle,
	// say), or "" when they allow it. next is the position a legal move
	// leads to.
	HistoryForbids(history []P, next P) string
}

// Claiming is implemented by positions of games in which a player may claim
// a result (a draw by threefold repetition or the fifty-move rule in chess).
// ClaimOutcome returns the outcome a claim made now by the side to move
// would give, given the number of occurrences of the current position, and
// whether a claim is allowed at all.
type Claiming interface {
	ClaimOutcome(occurrences int) (Outcome, bool)
}

// ChanceWeighing is implemented by positions of games with chance events
// (dice, draws). At a chance node (ToMove returns
// [Chance]) ChanceOutcomes appends every result of the event with its
// probability (the probabilities add up to 1), in the order of Moves, and
// returns the extended slice; elsewhere it appends nothing ([Outcomes]).
type ChanceWeighing[M MoveType] interface {
	ChanceOutcomes(dst []ChanceOutcome[M]) []ChanceOutcome[M]
}

// Explaining is implemented by positions of games in which a move can do
// more than its text says: a Rithmomachia capture by assault or siege, an
// Enochian King capture that freezes an army. Explain returns, in the game's
// vocabulary, what move m does when played in this position ("assault:
// 9 + 16 = 25 takes 25 on g8"), or "" when there is nothing to add to the
// move text. m must be legal in the position.
type Explaining[M MoveType] interface {
	Explain(m M) string
}

// Squaring is implemented by positions that tell the cells of their moves
// (so that a page lets people move by pointing, without guessing from move
// text). MoveSquares must be given a move legal in the position.
type Squaring[M MoveType] interface {
	MoveSquares(m M) MoveSquares
}

// Marking is implemented by positions whose boards have marks (palaces,
// river, thrones ...).
type Marking interface {
	Marks() []Mark
}

// SideStating is implemented by positions that describe their sides: in
// check, frozen, withdrawn, prisoners.
type SideStating interface {
	SideStatus(x Side) SideStatus
}

// RoyalJudging is implemented by positions of games with royal pieces:
// Royal reports whether the piece (as returned by Pieces) is royal, a piece
// whose capture or checkmate decides the game.
type RoyalJudging interface {
	Royal(pc Piece) bool
}

// PerftCounting is implemented by positions of games that have their own
// perft, faster than the generic [Perft] and giving the same counts (a
// bitboard generator that counts the last ply without listing it). The
// dynamic face's Perft and ParallelPerft use it.
type PerftCounting interface {
	Perft(depth int) uint64
}

// MovementCounting is implemented by positions of games whose rules end the
// game while the pieces can still move: a dead position, the 75-move rule,
// a bare king, a move limit. MovementPerft counts the move tree by the
// rules of movement alone, as if those rules did not exist: a node has the
// legal moves of its pieces whatever the game's state, and only checkmate
// and stalemate (no legal move) leave none. That is the count of the
// published perft tables and of Stockfish, which know no such rules; [Perft]
// counts the tree of the game, in which a finished game has no moves.
type MovementCounting interface {
	MovementPerft(depth int) uint64
}

// CapabilitiesOf returns the names of the capabilities p has, in the order
// of the table above ("Controlling", "Repeating" ...). p is a typed
// position or the dynamic face over one: both give the same answer.
func CapabilitiesOf[P Position[P, M], M MoveType](p P) []string {
	if d, ok := any(p).(dynamicFace); ok {
		return d.capabilities()
	}
	var caps []string
	add := func(name string, ok bool) {
		if ok {
			caps = append(caps, name)
		}
	}
	_, ok := any(p).(Controlling)
	add("Controlling", ok)
	_, ok = any(p).(Acting[M])
	add("Acting", ok)
	_, ok = any(p).(Repeating)
	add("Repeating", ok)
	_, ok = any(p).(CycleJudging[P])
	add("CycleJudging", ok)
	_, ok = any(p).(HistoryJudging[P])
	add("HistoryJudging", ok)
	_, ok = any(p).(Claiming)
	add("Claiming", ok)
	_, ok = any(p).(ChanceWeighing[M])
	add("ChanceWeighing", ok)
	_, ok = any(p).(Explaining[M])
	add("Explaining", ok)
	_, ok = any(p).(Squaring[M])
	add("Squaring", ok)
	_, ok = any(p).(Marking)
	add("Marking", ok)
	_, ok = any(p).(SideStating)
	add("SideStating", ok)
	_, ok = any(p).(RoyalJudging)
	add("RoyalJudging", ok)
	_, ok = any(p).(PerftCounting)
	add("PerftCounting", ok)
	_, ok = any(p).(MovementCounting)
	add("MovementCounting", ok)
	return caps
}

// dynamicFace is how the functions of this file see through the dynamic
// face to its game. Its methods are unexported, so that the dynamic face
// implements no capability's interface itself.
type dynamicFace interface {
	Typed() any
	capabilities() []string
	actionSide(m Move) Side
	judgesCycles() bool
	cycleOutcome(cycle []AnyPosition, occurrences int) Outcome
	judgesHistory() bool
	historyOutcome(history []AnyPosition) Outcome
	historyForbids(history []AnyPosition, next AnyPosition) string
	chanceOutcomes(dst []ChanceOutcome[Move]) ([]ChanceOutcome[Move], bool)
	explain(m Move) string
	moveSquares(m Move) (MoveSquares, bool)
}

// typedOf returns the typed position under p if p is the dynamic face, else
// p: the object that implements the game's non-generic capabilities.
func typedOf(p any) any {
	if d, ok := p.(dynamicFace); ok {
		return d.Typed()
	}
	return p
}

// ControllerOf returns the player who commands side x in p ([Controlling]);
// in games without it, the player numbered as the side.
func ControllerOf(p any, x Side) int {
	if c, ok := typedOf(p).(Controlling); ok {
		return c.Controller(x)
	}
	return int(x)
}

// ActionSide returns the side on whose behalf move m acts in position p:
// the game's answer if it is [Acting], else the side to move.
func ActionSide[P Position[P, M], M MoveType](p P, m M) Side {
	if a, ok := any(p).(Acting[M]); ok {
		return a.ActionSide(m)
	}
	if d, ok := any(p).(dynamicFace); ok {
		return d.actionSide(Move(m))
	}
	return p.ToMove()
}

// repetitionOutcome is the outcome p's [Repeating] rule gives after the
// given number of occurrences, or an ongoing Outcome.
func repetitionOutcome(p any, occurrences int) Outcome {
	if r, ok := typedOf(p).(Repeating); ok {
		return r.RepetitionOutcome(occurrences)
	}
	return Outcome{}
}

// judgesCycles reports whether p's game is [CycleJudging], so that Game
// looks for the cycle only in games that judge one.
func judgesCycles[P any](p P) bool {
	if _, ok := any(p).(CycleJudging[P]); ok {
		return true
	}
	d, ok := any(p).(dynamicFace)
	return ok && d.judgesCycles()
}

// cycleOutcome is the outcome p's [CycleJudging] rule gives to the cycle,
// or an ongoing Outcome.
func cycleOutcome[P any](p P, cycle []P, occurrences int) Outcome {
	if c, ok := any(p).(CycleJudging[P]); ok {
		return c.CycleOutcome(cycle, occurrences)
	}
	if d, ok := any(p).(dynamicFace); ok {
		if cy, ok := any(cycle).([]AnyPosition); ok {
			return d.cycleOutcome(cy, occurrences)
		}
	}
	return Outcome{}
}

// judgesHistory reports whether p's game is [HistoryJudging].
func judgesHistory[P any](p P) bool {
	if _, ok := any(p).(HistoryJudging[P]); ok {
		return true
	}
	d, ok := any(p).(dynamicFace)
	return ok && d.judgesHistory()
}

// historyOutcome is the outcome p's [HistoryJudging] rule gives to the
// history (p last), or an ongoing Outcome.
func historyOutcome[P any](p P, history []P) Outcome {
	if h, ok := any(p).(HistoryJudging[P]); ok {
		return h.HistoryOutcome(history)
	}
	if d, ok := any(p).(dynamicFace); ok {
		if hy, ok := any(history).([]AnyPosition); ok {
			return d.historyOutcome(hy)
		}
	}
	return Outcome{}
}

// historyForbids is why p's [HistoryJudging] rule forbids reaching next
// after the history, or "".
func historyForbids[P any](p P, history []P, next P) string {
	if h, ok := any(p).(HistoryJudging[P]); ok {
		return h.HistoryForbids(history, next)
	}
	if d, ok := any(p).(dynamicFace); ok {
		if hy, ok := any(history).([]AnyPosition); ok {
			return d.historyForbids(hy, any(next).(AnyPosition))
		}
	}
	return ""
}

// ClaimOutcome returns the outcome a claim made now by the side to move of
// p would give, given the number of occurrences of the position, and
// whether the game allows a claim at all ([Claiming]).
func ClaimOutcome(p any, occurrences int) (Outcome, bool) {
	if c, ok := typedOf(p).(Claiming); ok {
		return c.ClaimOutcome(occurrences)
	}
	return Outcome{}, false
}

// Explain returns what move m does in position p, as the game explains it
// ([Explaining]), or "" when the game has nothing to add to the move text.
func Explain[P Position[P, M], M MoveType](p P, m M) string {
	if e, ok := any(p).(Explaining[M]); ok {
		return e.Explain(m)
	}
	if d, ok := any(p).(dynamicFace); ok {
		return d.explain(Move(m))
	}
	return ""
}

// SquaresOf returns the cells of move m in position p, if p's game tells
// them ([Squaring]). p is a typed position with move type M, or a dynamic
// one (M is then Move).
func SquaresOf[M MoveType](p any, m M) (MoveSquares, bool) {
	if s, ok := p.(Squaring[M]); ok {
		return s.MoveSquares(m), true
	}
	if d, ok := p.(dynamicFace); ok {
		return d.moveSquares(Move(m))
	}
	return MoveSquares{From: board.NoCell, To: board.NoCell}, false
}

// MarksOf returns the marks of p's board ([Marking]), or nil.
func MarksOf(p any) []Mark {
	if m, ok := typedOf(p).(Marking); ok {
		return m.Marks()
	}
	return nil
}

// StatusOf returns the status of side x in p ([SideStating]), or the zero
// SideStatus.
func StatusOf(p any, x Side) SideStatus {
	if s, ok := typedOf(p).(SideStating); ok {
		return s.SideStatus(x)
	}
	return SideStatus{}
}

// IsRoyal reports whether piece pc of p is royal ([RoyalJudging]).
func IsRoyal(p any, pc Piece) bool {
	if r, ok := typedOf(p).(RoyalJudging); ok {
		return r.Royal(pc)
	}
	return false
}

// MovementPerft counts the move tree of p to depth by the rules of
// movement alone ([MovementCounting]); for a game without rules that end it
// while moves remain, it is [AnyPosition.Perft]. For chess,
// "8/8/8/8/8/8/8/K6k w - - 0 1" (kings alone, a dead position) counts 0 at
// depth 2 by Perft and 9 by MovementPerft (3 king moves, then 3 for each).
func MovementPerft(p AnyPosition, depth int) uint64 {
	if m, ok := typedOf(p).(MovementCounting); ok {
		return m.MovementPerft(depth)
	}
	return p.Perft(depth)
}

// The dynamic face's side of the functions above.

func (d dynamic[P, M]) capabilities() []string { return CapabilitiesOf[P, M](d.p) }

func (d dynamic[P, M]) actionSide(m Move) Side { return ActionSide(d.p, M(m)) }

func (d dynamic[P, M]) explain(m Move) string { return Explain(d.p, M(m)) }

func (d dynamic[P, M]) moveSquares(m Move) (MoveSquares, bool) { return SquaresOf(any(d.p), M(m)) }

func (d dynamic[P, M]) cycleOutcome(cycle []AnyPosition, occurrences int) Outcome {
	typed, ok := typedHistory[P, M](cycle)
	if !ok {
		return Outcome{}
	}
	return cycleOutcome(d.p, typed, occurrences)
}

func (d dynamic[P, M]) judgesCycles() bool { return judgesCycles(d.p) }

func (d dynamic[P, M]) judgesHistory() bool { return judgesHistory(d.p) }

func (d dynamic[P, M]) historyOutcome(history []AnyPosition) Outcome {
	typed, ok := typedHistory[P, M](history)
	if !ok {
		return Outcome{}
	}
	return historyOutcome(d.p, typed)
}

func (d dynamic[P, M]) historyForbids(history []AnyPosition, next AnyPosition) string {
	typed, ok := typedHistory[P, M](history)
	n, ok2 := next.Typed().(P)
	if !ok || !ok2 {
		return ""
	}
	return historyForbids(d.p, typed, n)
}

// chanceOutcomes appends the results of the typed position's chance event
// ([Outcomes]); it reports false when the typed position is not a chance
// node.
func (d dynamic[P, M]) chanceOutcomes(dst []ChanceOutcome[Move]) ([]ChanceOutcome[Move], bool) {
	if d.p.ToMove() != Chance {
		return dst, false
	}
	var buf [64]ChanceOutcome[M]
	for _, o := range Outcomes(d.p, buf[:0]) {
		dst = append(dst, ChanceOutcome[Move]{Move: Move(o.Move), Probability: o.Probability})
	}
	return dst, true
}

// typedHistory converts positions of the dynamic face to the typed face,
// and reports whether every one is of the game's type.
func typedHistory[P Position[P, M], M MoveType](history []AnyPosition) ([]P, bool) {
	typed := make([]P, len(history))
	for i, q := range history {
		t, ok := q.Typed().(P)
		if !ok {
			return nil, false
		}
		typed[i] = t
	}
	return typed, true
}
