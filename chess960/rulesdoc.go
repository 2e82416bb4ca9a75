package chess960

import _ "embed" // for RULES.md

// rulesText is RULES.md, the rules of chess and Chess960 written for players: the Rules of the registry entries [Chess] and [Chess960].
//
//go:embed RULES.md
var rulesText string
