package main

// synopsis is the first part of the -h text; TestUsageNamesEveryFlag checks
// that it names every flag.
const synopsis = `play lets a person play any registered game against the computer in a
terminal, typing moves in the game's own notation.

Usage:
  play [-variant NAME] [-options K=V,...] [-position TEXT] [-as SIDE,...]
       [-engine mcts|alphabeta|greedy|random] [-nodes N] [-depth N] [-time D] [-seed S]

-as names the sides you command (default: the first side); the computer plays
the others. perft -list shows every game with its options.

`

const examples = `
At the prompt, type a move or a command:
` + commandHelp + `
Examples:
  play                                    # chess, you play white
  play -variant enochian -as yellow,red   # Enochian chess, the Actives team
  play -variant xiangqi -as black -engine alphabeta -depth 3
  play -variant chess960 -options start=random -time 2s
`

// commandHelp lists the commands of the prompt (the "help" command prints
// it).
const commandHelp = `  help     this list of commands
  moves    the legal moves (and actions) in the position
  rules    how to play this game
  board    draw the board again
  undo     take back your last move (and the computer's answers)
  record   the game record so far
  resign   resign the game
  quit     leave (also exit)
`
