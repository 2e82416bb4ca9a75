package chesslike

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// ErrInvalid is matched (with errors.Is) by every error [Rules.Parse]
// returns for a position that is well written but cannot occur in the
// game: the error is then also an *[InvalidError], whose Rule names the
// rule the position breaks.
var ErrInvalid = errors.New("impossible position")

// Rule is a rule of what a position may be, which [Rules.Parse] checks
// (python-chess's Board.status() flags are the model).
type Rule uint8

// The rules of a valid position.
const (
	// RuleRoyals: each side has the royal pieces of its army, no more and
	// no fewer (one King in chess, one General in Xiangqi).
	RuleRoyals Rule = iota + 1
	// RuleOpponentInCheck: the side not to move has no royal piece
	// attacked (its opponent could take it), the facing rule included.
	RuleOpponentInCheck
	// RuleUnreachable: every piece stands on a square pieces of its kind
	// and side can reach from the start position by their moves,
	// promotions and placements: no pawn on its own first rank or on a
	// rank where it must promote, no Xiangqi soldier behind its start,
	// no general or advisor out of its palace, no elephant or Arabella
	// carpet off its points.
	RuleUnreachable
	// RuleArmy: each side's pieces, on the board and off it (captives,
	// pieces in hand), are what its army and its promotions can give: no
	// more pawns than it started with, no kind its army never had unless
	// a pawn can promote into it, no more promoted pieces than missing
	// pawns. Fewer pieces are allowed (captured, or removed as odds).
	RuleArmy
	// RuleCastling: a castling right needs the king and that rook on
	// squares where they stand at the start (in games with a fixed
	// array) and not moved.
	RuleCastling
	// RuleEnPassant: an en-passant target lies on the empty cells a pawn
	// of the side that just moved passed over by its multi-step from a
	// cell where it may make it, which is empty; the move clock is then 0.
	RuleEnPassant
	// RuleGame: a rule of the game's own (Hooks.Valid, Hooks.ParseState).
	RuleGame
)

var ruleNames = [...]string{"", "royal pieces", "side not to move in check", "unreachable square",
	"army", "castling rights", "en passant", "game rule"}

// String names the rule.
func (r Rule) String() string {
	if int(r) < len(ruleNames) && r > 0 {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", uint8(r))
}

// InvalidError reports a position that breaks a rule of the game: which
// rule and why. It matches [ErrInvalid]; [Rules.Parse] returns it inside a
// *variant.ParseError (as its Cause), so that the error also matches
// variant.ErrPosition.
type InvalidError struct {
	Rule   Rule
	Reason string
}

// Error names the rule and the reason.
func (e *InvalidError) Error() string {
	return "impossible position (" + e.Rule.String() + "): " + e.Reason
}

// Unwrap returns [ErrInvalid].
func (e *InvalidError) Unwrap() error { return ErrInvalid }

// Invalid returns an *[InvalidError] for rule, with a reason in the words of
// the game: hooks (Hooks.Valid) use it.
func Invalid(rule Rule, format string, args ...any) error {
	return &InvalidError{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// OptStudy is the option every kernel game has: with study=true, Parse
// accepts positions the rules cannot reach from the start (studies,
// problems, exercises): more royal pieces or more pieces of a kind than
// the army and its promotions give, pieces on squares they can never
// reach. The position must still be playable: each side has a royal
// piece (in games with them), the side not to move is not in check, and
// castling and en-passant rights are consistent with the board.
const OptStudy = "study"

func studySpec() variant.OptionSpec {
	return variant.OptionSpec{Key: OptStudy, Kind: variant.Bool, Default: "false",
		Doc: "accept positions the rules cannot reach (studies): extra royal pieces or pieces, pieces on squares they never reach; the position must still be playable"}
}

// army is what validity needs to know of a game's army, computed from the
// start position of the rules' options.
type army struct {
	count  [2][MaxKinds]int       // pieces per kind at the start, on the board and held; pairs count as their parts
	royals [2]int                 // royal pieces on the board at the start
	reach  [2][MaxKinds]board.Set // where pieces of each kind may stand
	into   [2]uint16              // kinds a pawn of the side may promote into (not by freeing)
	// classes of colour-bound kinds (those whose start pieces reach
	// disjoint sets of cells, as bishops do): the cells and how many of
	// the army's pieces reach them.
	classes [2][MaxKinds][]class
	kings   [2]board.Set // start cells of the castling kings
	rooks   [2]board.Set // start cells of the castling rooks
}

// prepare computes the army from the start position.
func (r *Rules) prepare() error {
	p, err := r.parse(r.start, false)
	if err != nil {
		return err
	}
	a := &army{}
	for x := range 2 {
		for c := range p.sides[x].All {
			k := codeKind(p.squares[c])
			ki := &r.kinds[k]
			if ki.royal {
				a.royals[x]++
			}
			if ki.carrier >= 0 {
				a.count[x][ki.carrier]++
				a.count[x][ki.rider]++
			} else {
				a.count[x][k]++
			}
			a.reach[x][k] = a.reach[x][k].With(c)
		}
		for k := range r.nk {
			a.count[x][k] += int(p.held[x][k])
			if p.held[x][k] > 0 && r.kinds[k].canDrop {
				a.reach[x][k] = a.reach[x][k].Union(r.kinds[k].drop[x])
			}
		}
		if r.castling != nil {
			a.kings[x] = p.kinds[r.castleKing].Intersect(p.sides[x]).Intersect(r.backRank(x))
			a.rooks[x] = p.union(r.castleRook).Intersect(p.sides[x]).Intersect(r.backRank(x))
		}
		probe := p
		probe.stm = uint8(x)
		r.closeReach(&probe, a, x)
		for k := range r.nk {
			a.classes[x][k] = r.colourClasses(&p, x, k)
		}
	}
	r.army = a
	return nil
}

// closeReach extends side x's reach to every cell its pieces can go to by
// their patterns on an empty board (ignoring blocking), promotions and
// boarding carriers, until nothing changes.
func (r *Rules) closeReach(probe *Position, a *army, x int) {
	hook := r.game.Hooks.CanPromote
	// promoCells[k][j]: cells of k's promotion zone where it may become j.
	allowed := func(k, j int) board.Set {
		z := r.kinds[k].promo[x]
		if hook == nil {
			return z
		}
		var s board.Set
		for c := range z.All {
			if hook(*probe, c, c, j) {
				s = s.With(c)
			}
		}
		return s
	}
	type promo struct {
		into  int
		cells board.Set
	}
	promos := make([][]promo, r.nk)
	for k := range r.nk {
		ki := &r.kinds[k]
		for _, j := range ki.into {
			if s := allowed(k, int(j)); !s.Empty() {
				promos[k] = append(promos[k], promo{int(j), s})
				a.into[x] |= 1 << j
			}
		}
		for _, j := range ki.free {
			if a.count[x][j] > 0 {
				promos[k] = append(promos[k], promo{int(j), allowed(k, int(j))})
			}
		}
	}
	escape := r.game.Hooks.LastResort != nil
	for changed := true; changed; {
		changed = false
		add := func(k int, s board.Set) {
			if u := a.reach[x][k].Union(s); u != a.reach[x][k] {
				a.reach[x][k] = u
				changed = true
			}
		}
		for k := range r.nk {
			ki := &r.kinds[k]
			for _, pt := range ki.pats[x] {
				src := a.reach[x][k].Intersect(pt.from)
				beyond := escape && ki.royal
				if beyond {
					// Hooks.LastResort (Meridian's Escape) moves royal
					// pieces by their own patterns one move beyond their
					// region, where the game ends.
					src = src.Intersect(pt.region)
				}
				var t board.Set
				for c := range src.All {
					t = t.Union(r.emptyTargets(&pt, c))
				}
				if !beyond {
					t = t.Intersect(pt.region)
				}
				dest := k
				if pt.disembark {
					dest = int(ki.rider)
				}
				if z := r.kinds[dest].promo[x]; !z.Empty() && !pt.disembark {
					for _, pr := range promos[k] {
						add(pr.into, t.Intersect(pr.cells))
					}
					if !r.kinds[k].optional {
						t = t.Minus(z)
					}
				}
				add(dest, t)
				for _, rd := range r.kinds[dest].rides {
					if pt.mode != CaptureOnly {
						add(int(rd.combined), t.Intersect(a.reach[x][rd.carrier]))
					}
				}
			}
		}
	}
}

// emptyTargets returns the cells a pattern reaches from c on an empty
// board, screens assumed where a hop needs them.
func (r *Rules) emptyTargets(pt *cpat, c board.Cell) board.Set {
	var t board.Set
	switch pt.typ {
	case Leap:
		t = pt.leap[c]
	case Slide, Hop:
		for _, cd := range pt.dirs {
			t = t.Union(cd.reach[c])
		}
	case LameLeap:
		for _, e := range pt.lame[c] {
			t = t.With(e.to)
		}
	case Bent:
		for _, e := range pt.bends[c] {
			t = t.With(e.strike).Union(r.rays[e.then][e.strike])
		}
	}
	return t
}

// study reports whether the rules accept unreachable positions (option
// study).
func (r *Rules) study() bool {
	return r.studyOn
}

// validate checks the rules of a valid position (see [Rule]) that the
// fields' parsers have not checked already.
func (p *Position) validate() error {
	r := p.r
	study := r.study()
	a := r.army
	for x := range 2 {
		n := p.royals(x).Count()
		side := r.game.Sides[x]
		switch {
		case r.royal != 0 && n == 0:
			return Invalid(RuleRoyals, "%s has no royal piece (%s)", side, royalNames(r))
		case !study && a != nil && n != a.royals[x]:
			return Invalid(RuleRoyals, "%s has %s; its army has %d", side, countOf(n, royalNames(r)), a.royals[x])
		}
	}
	s := int(p.stm)
	occ := p.Occupied()
	for t := p.royals(s ^ 1); !t.Empty(); {
		c := t.PopFirst()
		if p.attacked(s, c, occ, p.sides[s]) {
			return Invalid(RuleOpponentInCheck, "%s, not to move, has its %s on %s attacked", r.game.Sides[s^1], r.kinds[codeKind(p.squares[c])].name, r.geo.Name(c))
		}
	}
	if !study && a != nil {
		if err := p.checkArmy(a); err != nil {
			return err
		}
	}
	if h := r.game.Hooks.Valid; h != nil {
		if err := h(*p, study); err != nil {
			var inv *InvalidError
			if errors.As(err, &inv) {
				return inv
			}
			return Invalid(RuleGame, "%v", err)
		}
	}
	return nil
}

// checkArmy checks squares and counts against the army.
func (p *Position) checkArmy(a *army) error {
	r := p.r
	for x := range 2 {
		side := r.game.Sides[x]
		var count [MaxKinds]int
		for c := range p.sides[x].All {
			k := codeKind(p.squares[c])
			ki := &r.kinds[k]
			if !a.reach[x][k].Has(c) {
				return Invalid(RuleUnreachable, "no %s %s can ever stand on %s", side, ki.name, r.geo.Name(c))
			}
			if ki.carrier >= 0 {
				count[ki.carrier]++
				count[ki.rider]++
			} else {
				count[k]++
			}
		}
		for k := range r.nk {
			count[k] += int(p.held[x][k])
		}
		missing, extra := 0, 0
		for k := range r.nk {
			ki := &r.kinds[k]
			if ki.carrier >= 0 {
				continue
			}
			have, had := count[k], a.count[x][k]
			if ki.promo[x] != (board.Set{}) {
				if have > had {
					return Invalid(RuleArmy, "%s has %s; its army has %d", side, countOf(have, ki.name), had)
				}
				missing += had - have
				continue
			}
			if cl := a.classes[x][k]; len(cl) > 1 {
				// Colour-bound pieces: count the promoted ones per class.
				on := p.kinds[k].Union(p.pairsCarrying(k)).Intersect(p.sides[x])
				over, short := 0, 0
				for _, c := range cl {
					n := on.Intersect(c.cells).Count()
					over += max(0, n-c.count)
					short += max(0, c.count-n)
				}
				if promoted := over + max(0, int(p.held[x][k])-short); promoted > 0 {
					if a.into[x]&(1<<k) == 0 {
						return Invalid(RuleArmy, "%s has %s on squares of one kind (colour) where its army's can be only %d, and no promotion gives more", side, countOf(have, ki.name), have-promoted)
					}
					extra += promoted
				}
				continue
			}
			if have <= had {
				continue
			}
			if a.into[x]&(1<<k) == 0 {
				off := "captive"
				if r.hasDrops {
					off = "in hand"
				}
				where := ""
				if p.held[x][k] > 0 {
					where = fmt.Sprintf(" (%d %s)", p.held[x][k], off)
				}
				if had == 0 {
					return Invalid(RuleArmy, "%s has %s%s, which its army never has and no promotion gives", side, countOf(have, ki.name), where)
				}
				return Invalid(RuleArmy, "%s has %s%s; its army has %d, and no promotion gives more", side, countOf(have, ki.name), where, had)
			}
			extra += have - had
		}
		if extra > missing {
			return Invalid(RuleArmy, "%s has %d promoted pieces beyond its army, but only %d pawns are missing to have promoted", side, extra, missing)
		}
	}
	return nil
}

// checkCastlingStart checks that a castling right's king and rook stand
// where the start position has castling kings and rooks (games with a
// fixed array; Chess960-style castling accepts any array).
func (p *Position) checkCastlingStart(x int, kc, rc board.Cell) error {
	r := p.r
	a := r.army
	if a == nil || r.castling.KingTakesRook || r.study() {
		return nil
	}
	if !a.kings[x].Has(kc) {
		return Invalid(RuleCastling, "%s's %s on %s has moved: it stands on %s at the start", r.game.Sides[x], r.kinds[r.castleKing].name, r.geo.Name(kc), cellNames(r, a.kings[x]))
	}
	if !a.rooks[x].Has(rc) {
		return Invalid(RuleCastling, "%s's %s on %s has moved: castling rooks start on %s", r.game.Sides[x], r.kinds[codeKind(p.squares[rc])].name, r.geo.Name(rc), cellNames(r, a.rooks[x]))
	}
	return nil
}

func cellNames(r *Rules, s board.Set) string {
	var n []string
	for c := range s.All {
		n = append(n, r.geo.Name(c))
	}
	return strings.Join(n, ", ")
}

// epOrigin checks that the piece on victim made a multi-step that allows
// en passant, over targets (in direction d of the mover), from an empty
// cell where it may make it; it returns what is wrong, or "".
func (p *Position) epOrigin(mover int, targets board.Set, victim board.Cell, d int) string {
	r := p.r
	k := codeKind(p.squares[victim])
	kinds := false
	for _, e := range r.epPats[mover] {
		kinds = kinds || e.kind == k
	}
	if !kinds {
		return fmt.Sprintf("the %s on %s makes no move that allows en passant", r.kinds[k].name, r.geo.Name(victim))
	}
	back := negate(r.dirs[d])
	near := nearest(targets, r.up[d])
	steps := 1
	for c := r.geo.Step(near, r.dirs[d]); c != victim && c != board.NoCell; c = r.geo.Step(c, r.dirs[d]) {
		steps++
	}
	occ := p.Occupied()
	for o := r.geo.Step(near, back); o != board.NoCell && !occ.Has(o); o = r.geo.Step(o, back) {
		steps++
		for _, e := range r.epPats[mover] {
			if e.kind == k && e.from.Has(o) && steps >= e.min && steps <= e.max {
				return p.checkBefore(mover, victim, o)
			}
		}
	}
	return fmt.Sprintf("the %s on %s cannot have reached it by a multi-step over %s", r.kinds[k].name, r.geo.Name(victim), cellNames(r, targets))
}

// Study returns the rules with the option study on (see [OptStudy]) and
// the other options unchanged: their Parse accepts the positions of
// studies that the rules cannot reach.
func (r *Rules) Study() *Rules {
	if r.study() {
		return r
	}
	text := r.options.String()
	if text != "" {
		text += ","
	}
	o, err := r.variant.ParseOptions(text + OptStudy + "=true")
	if err != nil {
		panic("chesslike: " + r.game.Name + ": study options: " + err.Error())
	}
	s, err := r.WithOptions(o)
	if err != nil {
		panic("chesslike: " + r.game.Name + ": study options: " + err.Error())
	}
	return s
}

// countOf writes n pieces of a kind: "a king", "2 kings", "3 shieldsmen".
func countOf(n int, name string) string {
	if n == 1 {
		if strings.ContainsAny(name[:1], "aeiou") {
			return "an " + name
		}
		return "a " + name
	}
	pl := name + "s"
	switch {
	case strings.HasSuffix(name, "man"):
		pl = name[:len(name)-3] + "men"
	case strings.HasSuffix(name, "ss"):
		pl = name + "es"
	}
	return fmt.Sprintf("%d %s", n, pl)
}

// Checkers returns the cells of the opponent's pieces that attack a royal
// piece of the side to move.
func (p Position) Checkers() board.Set {
	us := int(p.stm)
	occ := p.Occupied()
	var out board.Set
	for rs := p.royals(us); !rs.Empty(); {
		c := rs.PopFirst()
		for t := p.sides[us^1]; !t.Empty(); {
			a := t.PopFirst()
			if p.attacked(us^1, c, occ, board.Single(a)) {
				out = out.With(a)
			}
		}
	}
	return out
}

// class is a set of cells that some of an army's pieces of a kind reach
// from their start cells, and no other of them.
type class struct {
	cells board.Set
	count int
}

// colourClasses returns the classes of side x's pieces of kind k in the
// start position p, if there are several and they are disjoint (bishops,
// alfils, Arabella's carpets); otherwise nil. Pawns, royal pieces,
// passengers and held pieces are not classed.
func (r *Rules) colourClasses(p *Position, x, k int) []class {
	ki := &r.kinds[k]
	if ki.royal || ki.carrier >= 0 || len(ki.rides) > 0 || !ki.promo[x].Empty() || p.held[x][k] > 0 {
		return nil
	}
	var out []class
	for c := range p.kinds[k].Union(p.pairsCarrying(k)).Intersect(p.sides[x]).All {
		reach := r.kindReach(x, k, board.Single(c))
		found := false
		for i := range out {
			switch {
			case out[i].cells == reach:
				out[i].count++
				found = true
			case out[i].cells.Intersects(reach):
				return nil
			}
		}
		if !found {
			out = append(out, class{reach, 1})
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// kindReach returns the cells side x's piece of kind k reaches from the
// cells from by its own patterns on an empty board.
func (r *Rules) kindReach(x, k int, from board.Set) board.Set {
	reach := from
	for changed := true; changed; {
		changed = false
		for i := range r.kinds[k].pats[x] {
			pt := &r.kinds[k].pats[x][i]
			var t board.Set
			for c := range reach.Intersect(pt.from).All {
				t = t.Union(r.emptyTargets(pt, c))
			}
			if u := reach.Union(t.Intersect(pt.region)); u != reach {
				reach, changed = u, true
			}
		}
	}
	return reach
}

// pairsCarrying returns the cells of the stacked pairs whose carrier is of
// kind k.
func (p *Position) pairsCarrying(k int) board.Set {
	var s board.Set
	for i := range p.r.kinds {
		if int(p.r.kinds[i].carrier) == k {
			s = s.Union(p.kinds[i])
		}
	}
	return s
}

// checkBefore says what is wrong if, with the multi-step of the piece now
// on victim from origin undone, the side to move would be in check: it
// was the side not to move before that step (python-chess's
// IMPOSSIBLE_CHECK); "" if nothing.
func (p *Position) checkBefore(mover int, victim, origin board.Cell) string {
	q := *p
	k := codeKind(q.squares[victim])
	q.remove(victim)
	q.put(origin, mover, k)
	us := mover ^ 1
	occ := q.Occupied()
	for t := q.royals(us); !t.Empty(); {
		if c := t.PopFirst(); q.attacked(mover, c, occ, q.sides[mover]) {
			return fmt.Sprintf("the %s on %s is in check, which the %s's step from %s cannot have given", p.r.kinds[codeKind(q.squares[c])].name, p.r.geo.Name(c), p.r.kinds[k].name, p.r.geo.Name(origin))
		}
	}
	return ""
}
