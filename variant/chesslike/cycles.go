package chesslike

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// CycleRules are the rules of repeated cycles of Xiangqi and the games
// built on it (see the package documentation of classic for the rule books
// they follow): a side that checks with every move of a repeated cycle
// (perpetual check), or attacks the same piece with every move, checks
// counting as attacks on every piece (perpetual chase, one check one
// chase), must change its moves; when both sides break the same rule, or
// neither breaks one (idle moves, one check one idle), the repetition is a
// draw. A game with CycleRules gets the options [OptCycleRules] and
// [OptEnforcement].
//
// The kinds are named by their letters. A move chases a piece when, after
// it, the mover could capture that piece legally and the capture is new
// (the same attacker could not make it before the move, be it the moved
// piece or one it uncovered), unless the attacker is exempt, the victim is
// royal or exempt, the victim is protected (the opponent could recapture
// legally on its square), or the victim is of the attacker's kind and could
// capture the attacker in return (an offer to exchange). A protected victim
// is chased all the same by an attacker the preset names as weaker
// ([CyclePreset.Stronger]).
type CycleRules struct {
	// Presets are the rule sets players choose from, the default first.
	Presets []CyclePreset
	// Exempt are the kinds whose attacks are never chases (Xiangqi: the
	// general and the soldier, "KP").
	Exempt string
	// Unchased are the kinds that are never chased, besides the royal ones.
	Unchased string
	// Uncrossed are the kinds that are not chased while they stand in their
	// own half of the board (Xiangqi: soldiers that have not crossed the
	// river, "P"); OwnHalf is the first side's half (the second side's is
	// its mirror image).
	Uncrossed string
	OwnHalf   Zone
}

// CyclePreset is one rule set of [CycleRules].
type CyclePreset struct {
	Name string // option value: "wxf"
	Doc  string // one line, with the source
	// Judged is the number of occurrences of a position on which engine
	// enforcement rules on the cycle since its previous occurrence: the
	// side that must change loses, and a cycle in which no side must change
	// is drawn. At least 2.
	Judged int
	// Ruled is the occurrence, in back-to-back repetitions of one cycle, on
	// which an arbiter rules: from then on the side that must change may
	// not complete the cycle again (its move to the next occurrence is
	// illegal). At least 2.
	Ruled int
	// Stronger lists pairs of letters, attacker then victim: an attack by
	// the first on the second is a chase even when the victim is protected
	// (WXF: "NR", "CR", a horse or cannon attacking a chariot).
	Stronger []string
	// ChecksBreakChase makes a check among the moves of a cycle end a
	// perpetual chase (the check threatens another piece, the general, and
	// chasing different pieces in turn is allowed): the Asian rules rule
	// "one check one chase" and "several checks and one chase" a draw
	// (rule 12, diagram 13). Without it a cycle of checks and chases of
	// one piece is a perpetual chase.
	ChecksBreakChase bool
}

// Option keys of games with [CycleRules].
const (
	// OptCycleRules chooses the preset (its Name).
	OptCycleRules = "rules"
	// OptEnforcement chooses how forbidden cycles are enforced: "arbiter"
	// (the side that must change may not complete the forbidden cycle
	// again; draws by repetition are claimed) or "engine" (the side that
	// completes it on the judged occurrence loses, and other repetitions
	// are drawn then, as computer tournaments score them).
	OptEnforcement = "enforcement"
)

// Enforcements of the cycle rules, the values of [OptEnforcement].
const (
	EnforceArbiter = "arbiter"
	EnforceEngine  = "engine"
)

// cycleOptions returns the options of a game with cycle rules.
func cycleOptions(c *CycleRules) []variant.OptionSpec {
	names := make([]string, len(c.Presets))
	docs := make([]string, len(c.Presets))
	for i, p := range c.Presets {
		names[i] = p.Name
		docs[i] = p.Name + ": " + p.Doc
	}
	return []variant.OptionSpec{
		{Key: OptCycleRules, Kind: variant.Choice, Default: names[0], Choices: names,
			Doc: "rules of repeated cycles (perpetual check, perpetual chase): " + strings.Join(docs, "; ")},
		{Key: OptEnforcement, Kind: variant.Choice, Default: EnforceArbiter, Choices: []string{EnforceArbiter, EnforceEngine},
			Doc: "arbiter: the side that must change may not complete the forbidden cycle again, repetitions are drawn on a claim; engine: it loses, and other repetitions are drawn automatically"},
	}
}

func (c *CycleRules) validate(r *Rules) error {
	if len(c.Presets) == 0 {
		return gameErr("%s: cycle rules without presets", r.game.Name)
	}
	for _, p := range c.Presets {
		if p.Name == "" || p.Judged < 2 || p.Ruled < 2 {
			return gameErr("%s: cycle preset %q: want a name, and Judged and Ruled of at least 2", r.game.Name, p.Name)
		}
		for _, s := range p.Stronger {
			if len(s) != 2 || r.kindByLetter(s[0]) < 0 || r.kindByLetter(s[1]) < 0 {
				return gameErr("%s: cycle preset %s: %q is not two kind letters", r.game.Name, p.Name, s)
			}
		}
	}
	for _, l := range []byte(c.Exempt + c.Unchased + c.Uncrossed) {
		if r.kindByLetter(l) < 0 {
			return gameErr("%s: cycle rules: %q is no kind", r.game.Name, l)
		}
	}
	if c.Uncrossed != "" && c.OwnHalf == nil {
		return gameErr("%s: cycle rules: Uncrossed kinds without OwnHalf", r.game.Name)
	}
	return nil
}

// cycleJudge is the cycle rules in force for a position: the preset and
// the kinds as masks.
type cycleJudge struct {
	preset    *CyclePreset
	engine    bool
	exempt    uint16
	unchased  uint16
	uncrossed uint16
	ownHalf   [2]board.Set
	stronger  [MaxKinds]uint16 // stronger[a]: victims chased by a even when protected
}

func (r *Rules) mask(letters string) uint16 {
	var m uint16
	for i := 0; i < len(letters); i++ {
		if k := r.kindByLetter(letters[i]); k >= 0 {
			m |= 1 << k
		}
	}
	return m
}

// judge returns the cycle rules in force, or nil.
func (r *Rules) judge() *cycleJudge {
	c := r.game.Cycles
	if c == nil {
		return nil
	}
	j := &cycleJudge{preset: &c.Presets[0]}
	name := r.options.Get(OptCycleRules)
	for i := range c.Presets {
		if c.Presets[i].Name == name {
			j.preset = &c.Presets[i]
		}
	}
	j.engine = r.options.Get(OptEnforcement) == EnforceEngine
	j.exempt, j.unchased, j.uncrossed = r.mask(c.Exempt), r.mask(c.Unchased)|r.royal, r.mask(c.Uncrossed)
	if c.OwnHalf != nil {
		j.ownHalf, _ = r.zone(c.OwnHalf, "own half")
	}
	for _, s := range j.preset.Stronger {
		a, v := r.kindByLetter(s[0]), r.kindByLetter(s[1])
		j.stronger[a] |= 1 << v
	}
	return j
}

// repetition returns, for the last position of history, the length of the
// cycle since its previous occurrence (0 if it has none) and the number of
// occurrences of the position in the back-to-back repetitions of that same
// cycle that end with it (at least 2 when the length is not 0).
func repetition(history []Position) (length, occurrences int) {
	return repetitionAfter(history, nil)
}

// repetitionAfter is repetition of history followed by next, if not nil
// (a move under test: the history is not copied to add it).
func repetitionAfter(history []Position, next *Position) (length, occurrences int) {
	last := len(history) - 1
	at := func(i int) *Position { return &history[i] }
	if next != nil {
		last++
		at = func(i int) *Position {
			if i == len(history) {
				return next
			}
			return &history[i]
		}
	}
	h := at(last).hash
	// A capture cannot be undone: no earlier position can recur.
	lo := max(0, last-int(at(last).clock))
	for i := last - 2; i >= lo; i-- {
		if at(i).hash == h {
			length = last - i
			break
		}
	}
	if length == 0 {
		return 0, 0
	}
	matched := 0
	for t := last; t-length >= 0 && at(t).hash == at(t-length).hash; t-- {
		matched++
	}
	return length, (matched-1+length)/length + 1
}

// judgedSince returns the index in history of the earliest of the last n
// occurrences of its last position.
func judgedSince(history []Position, n int) int {
	last := len(history) - 1
	h := history[last].hash
	seen := 0
	for i := last; i >= max(0, last-int(history[last].clock)); i-- {
		if history[i].hash == h {
			if seen++; seen == n {
				return i
			}
		}
	}
	return max(0, last-int(history[last].clock))
}

// occurrences returns the number of times the last position of history has
// occurred since the last irreversible move, counting itself.
func occurrences(history []Position) int {
	last := len(history) - 1
	h := history[last].hash
	n := 0
	for i := max(0, last-int(history[last].clock)); i <= last; i++ {
		if history[i].hash == h {
			n++
		}
	}
	return n
}

// verdict is the ruling on a cycle: the side that must change, or -1 when
// none must (a draw when the cycle is repeated on).
type verdict struct {
	offender int
	reason   string
}

// judgeCycle rules on a cycle of positions, cycle[0] and the last being
// equal: a side that checked with every move of the cycle must change
// unless the other did too; otherwise a side that chased one piece with
// every move (checks counting as chases of every piece) must change unless
// the other did too.
func (j *cycleJudge) judgeCycle(cycle []Position) verdict {
	var ids [board.MaxCells]int16 // the piece on a cell, named by its cell in cycle[0]
	for i := range ids {
		ids[i] = -1
	}
	first := cycle[0]
	for occ := first.Occupied(); !occ.Empty(); {
		c := occ.PopFirst()
		ids[c] = int16(c)
	}
	var moves, checks, chases [2]int
	var victims [2]board.Set // ids of the pieces chased with every chasing move
	var seen [2]bool
	for i := 1; i < len(cycle); i++ {
		p, q := cycle[i-1], cycle[i]
		s := int(p.stm)
		moves[s]++
		fromSet := p.sides[s].Minus(q.sides[s])
		toSet := q.sides[s].Minus(p.sides[s])
		if fromSet.Count() != 1 || toSet.Count() != 1 {
			// Not one move of one piece (a drop, a capture): no cycle.
			return verdict{offender: -1}
		}
		from, to := fromSet.First(), toSet.First()
		if q.InCheck() {
			checks[s]++
			ids[to], ids[from] = ids[from], -1
			continue
		}
		// The attacks that stood before the move: a side escaping check
		// had them all the same (the check only made them illegal for one
		// move), so they are not new after it.
		checkers, inCheck := p.checkers()
		before := j.chasesAside(p, ids[:], inCheck, checkers)
		ids[to], ids[from] = ids[from], -1
		after := j.chasesAside(q.passed(), ids[:], false, board.Set{})
		var fresh board.Set
		for _, pr := range after {
			if !containsPair(before, pr) {
				fresh = fresh.With(board.Cell(pr[1]))
			}
		}
		if fresh.Empty() {
			continue
		}
		chases[s]++
		if !seen[s] {
			victims[s], seen[s] = fresh, true
		} else {
			victims[s] = victims[s].Intersect(fresh)
		}
	}
	var check, chase [2]bool
	for s := range 2 {
		check[s] = moves[s] > 0 && checks[s] == moves[s]
		chase[s] = !check[s] && moves[s] > 0 && checks[s]+chases[s] == moves[s] && chases[s] > 0 && !victims[s].Empty() &&
			(checks[s] == 0 || !j.preset.ChecksBreakChase)
	}
	for s := range 2 {
		if check[s] && !check[1-s] {
			return verdict{s, "perpetual check"}
		}
	}
	if check[0] && check[1] {
		return verdict{offender: -1}
	}
	for s := range 2 {
		if chase[s] && !chase[1-s] {
			if checks[s] > 0 {
				return verdict{s, "perpetual check and chase"}
			}
			return verdict{s, "perpetual chase"}
		}
	}
	return verdict{offender: -1}
}

func containsPair(list [][2]int16, p [2]int16) bool {
	for _, q := range list {
		if q == p {
			return true
		}
	}
	return false
}

// safeAfterBut reports whether side us's capture from a on v leaves its
// royal pieces attacked by none of the opponent's pieces but those on
// except (the pieces that check it already).
func (x *Position) safeAfterBut(us int, a, v board.Cell, except board.Set) bool {
	occ := x.Occupied().Without(a).With(v)
	them := x.sides[us^1].Without(v).Minus(except)
	royals := x.royals(us)
	if royals.Has(a) {
		royals = royals.Without(a).With(v)
	}
	for !royals.Empty() {
		if x.attacked(us^1, royals.PopFirst(), occ, them) {
			return false
		}
	}
	return true
}

// passed returns the position with the turn passed to the other side (a
// null move), for asking what the side that just moved could do now.
func (p Position) passed() Position {
	r := p.r
	for t := p.ep; !t.Empty(); {
		p.hash ^= r.epKey[t.PopFirst()]
	}
	p.ep = board.Set{}
	p.victim = board.NoCell
	p.stm ^= 1
	p.hash ^= r.sideKey
	p.known = unknown
	return p
}

// checkers returns the opponent's pieces that attack a royal piece of the
// side to move, and whether there is one (the side is in check).
func (p *Position) checkers() (board.Set, bool) {
	us := int(p.stm)
	o := us ^ 1
	occ := p.Occupied()
	var checkers board.Set
	for rs := p.royals(us); !rs.Empty(); {
		k := rs.PopFirst()
		for t := p.sides[o]; !t.Empty(); {
			c := t.PopFirst()
			if p.attacked(o, k, occ, board.Set{}.With(c)) {
				checkers = checkers.With(c)
			}
		}
	}
	return checkers, !checkers.Empty()
}

// pins reports whether the piece on v pins the piece on a against a royal
// piece of a's side: without a, v would attack it.
func (x *Position) pins(v, a board.Cell) bool {
	s := codeSide(x.squares[a])
	o := s ^ 1
	occ := x.Occupied().Without(a)
	for rs := x.royals(s); !rs.Empty(); {
		k := rs.PopFirst()
		if x.attacked(o, k, occ, x.sides[o]) && !x.attacked(o, k, occ, x.sides[o].Without(v)) {
			return true
		}
	}
	return false
}

// chasesAside returns the attacks of the side to move of x that count as
// chases if new, as pairs of piece names (attacker, victim) from ids. With
// aside, the side is in check from the pieces on checkers, and its
// captures are judged with the check set aside: a capture counts when it
// exposes its royal pieces to no attack but theirs (the check only made
// the attack illegal for one move; the attack stands).
func (j *cycleJudge) chasesAside(x Position, ids []int16, aside bool, checkers board.Set) [][2]int16 {
	s := int(x.stm)
	o := s ^ 1
	var buf, reply [128]Move
	var out [][2]int16
	mode := modeLegal
	if aside {
		mode = modePseudo
	}
	for _, m := range x.generate(buf[:0], mode) {
		a, v := m.From(), m.To()
		if m.flag() != flagNormal || !x.sides[o].Has(v) {
			continue
		}
		if aside && !x.safeAfterBut(s, a, v, checkers) {
			continue
		}
		ak, vk := codeKind(x.squares[a]), codeKind(x.squares[v])
		if j.exempt&(1<<ak) != 0 || j.unchased&(1<<vk) != 0 {
			continue
		}
		if j.uncrossed&(1<<vk) != 0 && j.ownHalf[o].Has(v) {
			continue
		}
		if x.pins(v, a) {
			// A piece held by a pin does not chase the piece that pins it.
			continue
		}
		if j.stronger[ak]&(1<<vk) == 0 {
			y := x.Play(m)
			protected := false
			for _, rm := range y.generate(reply[:0], modeLegal) {
				if rm.To() == v {
					protected = true
					break
				}
			}
			if protected {
				continue
			}
			if ak == vk && !x.InCheck() {
				// An offer to exchange: the victim could take the attacker.
				back := x.passed()
				exchange := false
				for _, bm := range back.generate(reply[:0], modeLegal) {
					if bm.From() == v && bm.To() == a {
						exchange = true
						break
					}
				}
				if exchange {
					continue
				}
			}
		}
		out = append(out, [2]int16{ids[a], ids[v]})
	}
	return out
}

// HistoryOutcome implements variant.HistoryJudging for games with
// [CycleRules]. In engine enforcement, on the judged occurrence of a
// position, the side that must change in the cycle since its previous
// occurrence loses, and a repetition in which no side must change is
// drawn. In arbiter
// enforcement, a side whose every legal move the rules forbid loses.
// Games without cycle rules leave the decision to CycleOutcome and
// RepetitionOutcome.
func (p Position) HistoryOutcome(history []Position) variant.Outcome {
	if p.r.game.Cycles == nil || len(history) == 0 {
		return variant.Outcome{}
	}
	if p.r.options.Get(OptEnforcement) == EnforceEngine {
		length, _ := repetition(history)
		if length == 0 {
			return variant.Outcome{}
		}
		occ := occurrences(history)
		j := p.r.judge()
		if occ < j.preset.Judged {
			return variant.Outcome{}
		}
		// The moves since the first of the judged occurrences: a side
		// breaks a rule when it repeated its forbidden cycle, not when it
		// played one cycle of checks after a cycle of other moves.
		v := j.judgeCycle(history[judgedSince(history, j.preset.Judged):])
		if v.offender < 0 {
			return variant.Draw("repetition")
		}
		return variant.Win(variant.SidesOf(variant.Side(v.offender^1)), v.reason)
	}
	// Arbiter: a move can be forbidden only if the current position has
	// occurred before.
	cur := history[len(history)-1]
	if length, _ := repetition(history); length == 0 {
		return variant.Outcome{}
	}
	var buf [256]Move
	moves := cur.Moves(buf[:0])
	if len(moves) == 0 {
		return variant.Outcome{}
	}
	reason := ""
	for _, m := range moves {
		why := p.forbids(history, cur.Play(m))
		if why == "" {
			return variant.Outcome{}
		}
		reason = why
	}
	return variant.Win(variant.SidesOf(variant.Side(cur.stm^1)), reason+": every move repeats a forbidden cycle")
}

// HistoryForbids implements variant.HistoryJudging for games with
// [CycleRules] in arbiter enforcement: a move is forbidden when it makes a
// position occur once more than the ruled number of times in repetitions
// of one cycle (CyclePreset.Ruled) in which the mover is the side that
// must change.
func (p Position) HistoryForbids(history []Position, next Position) string {
	if why := p.forbids(history, next); why != "" {
		return why + ": the move repeats a forbidden cycle; the rules require a change"
	}
	return ""
}

// forbids returns the rule that forbids reaching next, or "".
func (p Position) forbids(history []Position, next Position) string {
	if p.r.game.Cycles == nil || len(history) == 0 || p.r.options.Get(OptEnforcement) == EnforceEngine {
		return ""
	}
	last := len(history) - 1
	lo := max(0, last+1-int(next.clock))
	seen := false
	for i := last - 1; i >= lo; i-- {
		if history[i].hash == next.hash {
			seen = true
			break
		}
	}
	if !seen {
		return ""
	}
	length, occ := repetitionAfter(history, &next)
	if length == 0 || occ < 3 {
		return ""
	}
	j := p.r.judge()
	if occ <= j.preset.Ruled {
		return ""
	}
	// The arbiter rules: the cycle, its last position the one under test.
	cycle := make([]Position, 0, length+1)
	cycle = append(cycle, history[len(history)-length:]...)
	v := j.judgeCycle(append(cycle, next))
	if v.offender != int(history[last].stm) {
		return ""
	}
	return v.reason
}
