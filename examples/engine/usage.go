package main

// synopsis is the first part of the -h text; TestUsageNamesEveryFlag checks
// that it names every flag.
const synopsis = `engine makes a Ludus computer player an engine for chess GUIs and match
programs: it speaks UCI, CECP (XBoard) or UCCI, whichever the first command
opens ("uci", "xboard", "ucci"), on standard input and output.

Usage:
  engine [-player mcts|alphabeta|greedy|random] [-nodes N] [-depth N]
         [-time D] [-contempt N] [-seed S]

The games are those the protocols carry: chess, Chess960, Capablanca,
Courier, Shatranj, Xiangqi (UCCI, or ICCS moves in CECP) and Lancer chess
(CECP). The GUI's limits bound each move; -nodes, -depth and -time are the
limits when it gives none.

`

const examples = `
Examples:
  engine -player alphabeta -depth 4          # give this command to the GUI as the engine
  cutechess-cli -engine cmd=engine arg=-player arg=alphabeta proto=uci \
      -engine cmd=/usr/games/fairy-stockfish proto=uci -each tc=40/60 -games 2
  xboard -fcp 'engine -player mcts -nodes 2000' -variant xiangqi
  printf 'uci\nposition startpos moves e2e4\ngo depth 3\nquit\n' | engine -player alphabeta
`
