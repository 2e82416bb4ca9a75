package main

import (
	"context"
	"fmt"
	"sync"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/examples/internal/elo"
	"github.com/ludus-chess/ludus/variant/search"
)

// playerWith is search.New's default player for chess (alpha-beta with
// the entry's quiescence, check and null-move hooks) at nodes nodes a
// move, evaluating with w instead of chess960.Weights.
func playerWith(w *chess960.EvalWeights, nodes int, seed uint64) search.AlphaBeta[chess960.Position, chess960.Move] {
	hooks := chessGame.hooks
	return search.AlphaBeta[chess960.Position, chess960.Move]{
		Limits: search.Limits{Nodes: nodes}, Seed: seed, Eval: w.Evaluate,
		Noisy: hooks.Noisy, NoisyMoves: hooks.NoisyMoves, Gain: hooks.Gain, LosesExchange: hooks.LosesExchange, InCheck: hooks.InCheck, NullMove: hooks.NullMove,
	}
}

// matchResult is the score of weights A against weights B.
type matchResult struct {
	games, wins, draws, losses, adjudicated int // A's
}

// score returns A's mean score and the half-width of its 95 % interval
// (1.96 standard errors of the games' scores).
func (m matchResult) score() (float64, float64) {
	return elo.Record{Wins: m.wins, Draws: m.draws, Losses: m.losses}.Score()
}

// String is the line the program prints for a match.
func (m matchResult) String() string {
	s, e := m.score()
	lo, hi := max(s-e, 0), min(s+e, 1)
	return fmt.Sprintf("%d games: +%d =%d -%d (%d adjudicated), score %.1f%% ± %.1f%%, Elo %+.0f [%+.0f, %+.0f]",
		m.games, m.wins, m.draws, m.losses, m.adjudicated, 100*s, 100*e, elo.Of(s), elo.Of(lo), elo.Of(hi))
}

// match plays games games between weights a and b at nodes nodes a move,
// in pairs from the same seeded random opening with colours swapped (A
// has White in the even games), workers at a time.
func match(ctx context.Context, a, b *chess960.EvalWeights, games, nodes, openingPlies, maxPlies, workers int, seed uint64) (matchResult, error) {
	type played struct {
		r           float64 // A's
		adjudicated bool
		err         error
	}
	res := make([]played, games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				pa, pb := playerWith(a, nodes, gameSeed(seed, i)), playerWith(b, nodes, gameSeed(seed, i)^1)
				open := chessGame.opening(seed^0x6d61746368, i/2, openingPlies)
				var r float64
				var adj bool
				var err error
				if i%2 == 0 {
					r, _, adj, err = chessGame.playGame(ctx, pa, pb, open, maxPlies)
				} else {
					r, _, adj, err = chessGame.playGame(ctx, pb, pa, open, maxPlies)
					r = 1 - r
				}
				res[i] = played{r, adj, err}
			}
		}()
	}
	for i := range games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	var m matchResult
	for i, g := range res {
		if g.err != nil {
			return m, fmt.Errorf("match game %d: %w", i+1, g.err)
		}
		m.games++
		switch g.r {
		case 1:
			m.wins++
		case 0:
			m.losses++
		default:
			m.draws++
		}
		if g.adjudicated {
			m.adjudicated++
		}
	}
	return m, nil
}
