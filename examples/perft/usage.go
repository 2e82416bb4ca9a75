package main

// synopsis is the first part of the -h text; TestUsageNamesEveryFlag checks
// that it names every flag.
const synopsis = `perft starts any registered game, plays moves, shows the position and its
outcome, and counts the move tree (perft).

Usage:
  perft -variant NAME [-options K=V,...] [-position TEXT] [-moves "M1 M2 ..."]
        [-depth N] [-divide] [-show] [-diagram] [-parallel N] [-stats] [-movement]
  perft -list

`

const examples = `
Without -depth, perft shows the position ("position:", "to-move:" and
"outcome:" lines). With -depth N the last line is "nodes <count>"; -divide
first prints "<move> <count>" for every legal move, sorted by move text.
Bad input exits 2 with a one-line error on standard error.

Examples:
  perft -list
  perft -variant chess -depth 5 -stats            # 4865609 nodes
  perft -variant chess960 -options start=0 -depth 3
  perft -variant enochian -moves "a7-a6" -show -diagram
  perft -variant xiangqi -depth 1 -divide         # the 44 legal first moves
`
