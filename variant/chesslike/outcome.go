package chesslike

import (
	"strconv"

	"github.com/ludus-chess/ludus/variant"
)

// bare reports whether side x has nothing but royal pieces.
func (p *Position) bare(x int) bool {
	return p.sides[x].Minus(p.royals(x)).Empty()
}

// bareOutcome applies the bare-king rule.
func (p *Position) bareOutcome() variant.Outcome {
	us := int(p.stm)
	them := us ^ 1
	switch p.r.settings.BareKing {
	case BareKingLoses:
		switch bu, bt := p.bare(us), p.bare(them); {
		case bu && bt:
			return variant.Draw("bare kings")
		case bu:
			return variant.Win(variant.SidesOf(variant.Side(them)), "bare king")
		case bt:
			return variant.Win(variant.SidesOf(variant.Side(us)), "bare king")
		}
	case BareKingLosesUnlessReply:
		// The side that just moved had its reply: if it is still bare, it
		// loses, unless its reply bared the other side too.
		if p.bare(them) {
			if p.bare(us) {
				return variant.Draw("bare kings")
			}
			return variant.Win(variant.SidesOf(variant.Side(us)), "bare king")
		}
	}
	return variant.Outcome{}
}

// stopped reports whether a rule other than checkmate or stalemate has
// ended the game (bare king, move limit, the Terminal hook).
func (p *Position) stopped() bool {
	r := p.r
	if r.settings.BareKing != BareKingAllowed && p.bareOutcome().Over() {
		return true
	}
	if r.settings.MoveLimit > 0 && int(p.clock) >= 2*r.settings.MoveLimit {
		return true
	}
	if h := r.game.Hooks.Terminal; h != nil && p.consultTerminal() && h(*p).Over() {
		return true
	}
	return false
}

// halted reports whether Moves lists nothing in p before generating: the
// game is known to be over, or, where p does not know, a rule other than
// checkmate or stalemate has ended it (stopped).
func (p *Position) halted() bool {
	return p.known == finished || p.known == unknown && p.stopped()
}

func (p *Position) consultTerminal() bool {
	n := p.r.game.Hooks.TerminalPieces
	return n <= 0 || p.sides[0].Union(p.sides[1]).Count() <= n
}

// Outcome returns the result decided by the position: bare king, the
// Terminal hook, checkmate, stalemate, then the move-count rule (a
// checkmate given by the last move before the limit stands).
func (p Position) Outcome() variant.Outcome {
	if p.known == ongoing {
		return variant.Outcome{}
	}
	return p.outcome()
}

// What a position knows of its outcome (Position.known): nothing (the
// zero value: a position being made, or one made in place by apply), that
// the game goes on, or that it is over.
const (
	unknown = iota
	ongoing
	finished
)

// settle works out whether the game is over in p, for ToMove, Outcome and
// Moves to read: a searcher asks each position that many times (once a
// move for the move ordering), and the answer, which tests whether the
// side to move has a legal move, costs more than a move's generation.
// Whoever changes a settled position's pieces or turn makes it unknown
// again (apply, passed) or settles it anew (Play, nullMove).
func (p *Position) settle() {
	p.known = unknown
	if p.outcome().Over() {
		p.known = finished
	} else {
		p.known = ongoing
	}
}

// over reports whether the game is over in p: what p knows, or else what
// outcome works out.
func (p *Position) over() bool {
	return p.known == finished || p.known == unknown && p.outcome().Over()
}

// outcome is Outcome worked out anew, whatever p knows, with p by
// reference.
func (p *Position) outcome() variant.Outcome {
	r := p.r
	if r.settings.BareKing != BareKingAllowed {
		if o := p.bareOutcome(); o.Over() {
			return o
		}
	}
	if h := r.game.Hooks.Terminal; h != nil && p.consultTerminal() {
		if o := h(*p); o.Over() {
			return o
		}
	}
	if !p.hasMove() {
		other := variant.SidesOf(variant.Side(p.stm ^ 1))
		if p.InCheck() {
			return variant.Win(other, "checkmate")
		}
		switch r.settings.Stalemate {
		case StalemateLoses:
			return variant.Win(other, "stalemate")
		case StalemateWins:
			return variant.Win(variant.SidesOf(variant.Side(p.stm)), "stalemate")
		}
		return variant.Draw("stalemate")
	}
	if n := r.settings.MoveLimit; n > 0 && int(p.clock) >= 2*n {
		return variant.Draw(strconv.Itoa(n) + "-move rule")
	}
	return variant.Outcome{}
}

// ToMove returns the side to move, or NoSide when the game is over.
func (p Position) ToMove() variant.Side {
	if p.over() {
		return variant.NoSide
	}
	return variant.Side(p.stm)
}

func foldName(n int) string {
	switch n {
	case 2:
		return "twofold repetition"
	case 3:
		return "threefold repetition"
	case 4:
		return "fourfold repetition"
	case 5:
		return "fivefold repetition"
	}
	return strconv.Itoa(n) + "-fold repetition"
}

// RepetitionOutcome implements variant.Repeating: a draw when the position
// has occurred Settings.Repetition times.
func (p Position) RepetitionOutcome(occurrences int) variant.Outcome {
	if n := p.r.settings.Repetition; n > 0 && occurrences >= n {
		return variant.Draw(foldName(n))
	}
	return variant.Outcome{}
}

// CycleOutcome implements variant.CycleJudging for games with
// Settings.PerpetualCheckLoses: on the position's Repetition-th occurrence
// (third if Repetition is 0), a side that gave check with every one of its
// moves in the cycle since the previous occurrence loses, unless the other
// side did so too. Otherwise it leaves the decision to RepetitionOutcome.
func (p Position) CycleOutcome(cycle []Position, occurrences int) variant.Outcome {
	s := p.r.settings
	n := s.Repetition
	if n == 0 {
		n = 3
	}
	if !s.PerpetualCheckLoses || occurrences < n {
		return variant.Outcome{}
	}
	var moves, checks [2]int
	for i := 1; i < len(cycle); i++ {
		mover := cycle[i-1].stm & 1
		moves[mover]++
		if cycle[i].InCheck() {
			checks[mover]++
		}
	}
	perpetual := [2]bool{moves[0] > 0 && checks[0] == moves[0], moves[1] > 0 && checks[1] == moves[1]}
	for x := range 2 {
		if perpetual[x] && !perpetual[1-x] {
			return variant.Win(variant.SidesOf(variant.Side(1-x)), "perpetual check")
		}
	}
	return variant.Outcome{}
}

// ClaimOutcome implements variant.Claiming: the side to move may claim a
// draw by repetition (Settings.ClaimRepetition) or by the move-count rule
// (Settings.ClaimMoveLimit).
func (p Position) ClaimOutcome(occurrences int) (variant.Outcome, bool) {
	s := p.r.settings
	if n := s.ClaimRepetition; n > 0 && occurrences >= n {
		return variant.Draw(foldName(n)), true
	}
	if n := s.ClaimMoveLimit; n > 0 && int(p.clock) >= 2*n {
		return variant.Draw(strconv.Itoa(n) + "-move rule"), true
	}
	return variant.Outcome{}, false
}
