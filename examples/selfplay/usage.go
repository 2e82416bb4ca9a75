package main

import (
	"strings"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// synopsis is the first part of the -h text; TestUsageNamesEveryFlag checks
// that it names every flag.
const synopsis = `selfplay plays a match between two computer players in any registered game,
several games at once, and prints a results table.

Usage:
  selfplay -variant NAME [-options K=V,...] [-a PLAYER] [-b PLAYER] [-games N]
           [-nodes N] [-depth N] [-time D | -clock MOVES/BASE[+INC]]
           [-contempt N] [-seed S] [-workers N] [-max-moves N]
           [-records FILE] [-progress auto|on|off] [-sprt ELO0,ELO1]

A PLAYER is one of
  default           the strongest for the game: alphabeta for games of two
                    teams with an evaluation, mcts for the others (also -a "")
  random, greedy, mcts (Monte-Carlo tree search), alphabeta
  a game's own player (see below)
  uci:PATH, xboard:PATH, ucci:PATH
                    an engine program speaking UCI, CECP (XBoard) or UCCI,
                    with the same limits (default 1,000 nodes a move); its
                    options follow a '?' as NAME=VALUE joined by '&':
                    'uci:/usr/games/fairy-stockfish?Skill Level=5&Threads=1'
An engine that fails (crashes, hangs, breaks its protocol) fails its game
and is started anew for the next; after 3 failed games the match stops, and
the table counts the games played.

-clock plays every game on the clock (40/1m: 40 moves in a minute, then 40
more in another; 3m+2s: the game in three minutes, 2 s added a move): the
players budget their time (an engine gets both clocks), and a player whose
time runs out during a move loses by time forfeit.

Player A commands the first team in odd-numbered games and the others in
even-numbered ones, so colours alternate. On a terminal a progress line shows
the games done, the moves played, the time taken and the time left.
-records writes each game's record to FILE as it ends; the match keeps only
the table's counts, so any number of games runs in bounded memory.
Interrupt (Ctrl-C, SIGINT) or SIGTERM stops the match: the games in progress
are dropped, and the table and FILE keep every game that ended; a second
interrupt kills at once.
Under the table: the Elo difference of A over B that the score implies, with
its 95 % interval and the likelihood of superiority; -sprt adds a sequential
probability ratio test of H0 (A is ELO0 stronger) against H1 (ELO1), error
rates 0.05, with its log-likelihood ratio and verdict.

`

const examplesText = `
Examples:
  selfplay -variant chess -a alphabeta -b random -games 4 -depth 2
  selfplay -variant xiangqi -a alphabeta -b mcts -games 4 -depth 2 -nodes 200
  selfplay -variant enochian -a mcts -b random -games 2 -nodes 200 -records games.txt
  selfplay -variant shatranj -a default -b 'uci:/usr/games/fairy-stockfish?Skill Level=3' -time 100ms
  selfplay -variant chess -a default -b xboard:/usr/games/fairymax -clock 40/1m -workers 1
`

// examples is the end of the -h text: the examples, then the games that
// have players of their own.
func examples() string {
	var b strings.Builder
	b.WriteString(examplesText)
	var own []string
	for _, v := range variant.All() {
		if k := search.GameKinds(v); len(k) > 0 {
			own = append(own, "  "+v.Name+": "+strings.Join(k, ", "))
		}
	}
	if len(own) > 0 {
		b.WriteString("\nGames' own players:\n" + strings.Join(own, "\n") + "\n")
	}
	return b.String()
}
