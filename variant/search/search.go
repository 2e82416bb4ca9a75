package search

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/ludus-chess/ludus/variant"
)

// ErrNoMove is returned when the position has no legal move (the game is
// over).
var ErrNoMove = errors.New("search: no legal move")

// ErrChance is returned when the position is a chance node (its ToMove is
// [variant.Chance]): no player chooses the result of a roll. The program
// samples it instead ([variant.Game.PlayChance]).
var ErrChance = errors.New("search: a chance node: the result is sampled, not chosen")

// Player chooses a move in a position.
type Player[P variant.Position[P, M], M variant.MoveType] interface {
	// Choose returns the move to play in p. It returns ErrNoMove if p has no
	// move, ErrChance if p is a chance node, and the context's error if the context is cancelled before any
	// move was found (a cancelled search that found a move returns it).
	Choose(ctx context.Context, p P) (M, error)
	// Name describes the player for tables and records.
	Name() string
}

// Limits bound a search. Zero fields are no limit; a search with no limit
// that applies to it uses the player's default budget (MCTS has no use for
// Depth). A node limit is exact; time and the context are checked at the
// first node and then every few nodes (every iteration in MCTS).
type Limits struct {
	Nodes int           // positions visited (MCTS: iterations)
	Depth int           // plies (alpha-beta: deepest iteration)
	Time  time.Duration // wall-clock time
}

// Evaluator scores a position for side x: positive when x stands better.
// Scores are in the game's own units (centipawns, values of numbers); they
// must stay well inside ±WinScore. Games supply evaluators; see
// [Material] for a helper.
type Evaluator[P any] func(p P, x variant.Side) int

// WinScore is the score of a won game; a win in n plies scores WinScore-n.
const WinScore = 1 << 28

// deadline turns limits and a context into a check made at every node:
// the node limit is exact, and the clock and the context are read at the
// first node and then every interval nodes (1 for MCTS, whose nodes are
// whole playouts; 256 for alpha-beta, whose nodes are cheap).
type deadline struct {
	ctx      context.Context
	until    time.Time
	nodes    int
	limit    int
	count    int
	interval int
	done     bool
}

func newDeadline(ctx context.Context, l Limits, interval int) deadline {
	d := deadline{ctx: ctx, limit: l.Nodes, interval: max(interval, 1)}
	if l.Time > 0 {
		d.until = time.Now().Add(l.Time)
	}
	return d
}

// stop reports whether the search must end before visiting one more node;
// when it returns false it counts that node, so a limit of n nodes lets
// exactly n be visited.
func (d *deadline) stop() bool {
	if d.done {
		return true
	}
	if d.limit > 0 && d.nodes >= d.limit {
		d.done = true
		return true
	}
	if d.count == 0 {
		if d.ctx.Err() != nil || !d.until.IsZero() && !time.Now().Before(d.until) {
			d.done = true
			return true
		}
		d.count = d.interval
	}
	d.count--
	d.nodes++
	return false
}

// Random plays uniformly random legal moves.
type Random[P variant.Position[P, M], M variant.MoveType] struct {
	Seed uint64
}

// Name returns "random".
func (Random[P, M]) Name() string { return "random" }

// Choose returns a random legal move. The choice depends only on the seed
// and the position's hash, so the player is reproducible and stateless;
// a program playing whole games should vary the seed from move to move
// (as examples/selfplay does), or the player answers a repeated position
// with the same move every time.
func (r Random[P, M]) Choose(ctx context.Context, p P) (M, error) {
	if p.ToMove() == variant.Chance {
		return 0, ErrChance
	}
	moves := p.Moves(nil)
	if len(moves) == 0 {
		return 0, ErrNoMove
	}
	rng := rand.New(rand.NewPCG(r.Seed, p.Hash()))
	return moves[rng.IntN(len(moves))], nil
}

// Greedy plays the move after which its evaluation for the mover is best,
// taking a win at once; ties are broken at random by the seed.
type Greedy[P variant.Position[P, M], M variant.MoveType] struct {
	Eval Evaluator[P]
	Seed uint64
}

// Name returns "greedy".
func (Greedy[P, M]) Name() string { return "greedy" }

// Choose returns the best move by one-ply evaluation.
func (g Greedy[P, M]) Choose(ctx context.Context, p P) (M, error) {
	if p.ToMove() == variant.Chance {
		return 0, ErrChance
	}
	moves := p.Moves(nil)
	if len(moves) == 0 {
		return 0, ErrNoMove
	}
	me := p.ToMove()
	rng := rand.New(rand.NewPCG(g.Seed, p.Hash()))
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	best, bestScore := moves[0], -2*WinScore
	for _, m := range moves {
		if ctx.Err() != nil {
			break
		}
		s := g.score(p.Play(m), me)
		if s > bestScore {
			best, bestScore = m, s
		}
	}
	return best, nil
}

// score is the one-ply score of q for me: its result if it is over, the
// expected evaluation over the results if it is a chance node, else its
// evaluation.
func (g Greedy[P, M]) score(q P, me variant.Side) int {
	if o := q.Outcome(); o.Over() {
		return terminalScore(o, me, 1)
	}
	if q.ToMove() != variant.Chance {
		return g.Eval(q, me)
	}
	var buf [64]variant.ChanceOutcome[M]
	e := 0.0
	for _, c := range variant.Outcomes(q, buf[:0]) {
		r := q.Play(c.Move)
		if o := r.Outcome(); o.Over() {
			e += c.Probability * float64(terminalScore(o, me, 2))
		} else {
			e += c.Probability * float64(g.Eval(r, me))
		}
	}
	return int(math.Round(e))
}

// terminalScore scores a finished game for x, preferring quick wins and
// slow losses.
func terminalScore(o variant.Outcome, x variant.Side, ply int) int {
	switch {
	case o.Status == variant.Won && o.Winners.Has(x):
		return WinScore - ply
	case o.Status == variant.Won:
		return -WinScore + ply
	}
	return 0
}

// Material returns an evaluator that adds up the values of the pieces of
// side x's team and subtracts those of the other sides, by piece kind (the
// Kind of [variant.Piece]); pieces of kinds not in values count their Value
// field, so numeric games need no table. Pieces off the board count too
// (prisoners in hand), which suits games where captured men change sides.
func Material[P variant.Position[P, M], M variant.MoveType](values map[string]int) Evaluator[P] {
	return func(p P, x variant.Side) int {
		team := p.Variant().Team(x)
		var buf [64]variant.Piece
		score := 0
		for _, pc := range p.Pieces(buf[:0]) {
			v, ok := values[pc.Kind]
			if !ok {
				v = pc.Value
			}
			switch {
			case pc.Side == variant.NoSide:
			case team.Has(pc.Side):
				score += v
			default:
				score -= v
			}
		}
		return score
	}
}

// Mobility is a game-independent evaluator: the number of legal moves of
// the side to move, counted for x's team and against the others. It is the
// fallback for games that supply no evaluation.
func Mobility[P variant.Position[P, M], M variant.MoveType](p P, x variant.Side) int {
	var buf [256]M
	n := len(p.Moves(buf[:0]))
	if y := p.ToMove(); y != variant.NoSide && !p.Variant().Team(x).Has(y) {
		return -n
	}
	return n
}

// HistoryPlayer is implemented by players that take the earlier positions
// of a game into account ([AlphaBeta]): see [AlphaBeta.ChooseAfter].
type HistoryPlayer[P variant.Position[P, M], M variant.MoveType] interface {
	ChooseAfter(ctx context.Context, p P, history []uint64) (M, error)
}

// ChooseIn asks player for its move in the current position of game g,
// passing the game itself to a [GamePlayer] and the hashes of the game's
// earlier positions to a [HistoryPlayer]. A move the game's history forbids
// (a repetition of a forbidden cycle in Xiangqi's arbiter enforcement,
// which players judging positions cannot see) is replaced by the first move
// the game allows.
func ChooseIn[P variant.Position[P, M], M variant.MoveType](ctx context.Context, player Player[P, M], g *variant.Game[P, M]) (M, error) {
	m, err := chooseIn(ctx, player, g)
	if err == nil && slices.Contains(g.Position().Moves(nil), m) && g.Forbids(m) != "" {
		if allowed := g.Allowed(nil); len(allowed) > 0 {
			m = allowed[0]
		}
	}
	return m, err
}

func chooseIn[P variant.Position[P, M], M variant.MoveType](ctx context.Context, player Player[P, M], g *variant.Game[P, M]) (M, error) {
	if gp, ok := player.(GamePlayer[P, M]); ok {
		return gp.ChooseGame(ctx, g)
	}
	h, ok := player.(HistoryPlayer[P, M])
	if !ok {
		return player.Choose(ctx, g.Position())
	}
	return h.ChooseAfter(ctx, g.Position(), g.Hashes(nil))
}
