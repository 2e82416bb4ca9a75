package main

// synopsis is the first part of the -h text; TestUsageNamesEveryFlag checks
// that it names every flag.
const synopsis = `selfplay plays a match between two computer players in any registered game,
several games at once, and prints a results table.

Usage:
  selfplay -variant NAME [-options K=V,...] [-a PLAYER] [-b PLAYER] [-games N]
           [-nodes N] [-depth N] [-time D] [-contempt N] [-seed S]
           [-workers N] [-max-moves N] [-records FILE] [-progress auto|on|off]

Players are random, greedy, mcts (Monte-Carlo tree search) and alphabeta.
Player A commands the first team in odd-numbered games and the others in
even-numbered ones, so colours alternate. On a terminal a progress line shows
the games done, the moves played, the time taken and the time left.

`

const examples = `
Examples:
  selfplay -variant chess -a alphabeta -b random -games 4 -depth 2
  selfplay -variant xiangqi -a alphabeta -b mcts -games 4 -depth 2 -nodes 200
  selfplay -variant enochian -a mcts -b random -games 2 -nodes 200 -records games.txt
`
