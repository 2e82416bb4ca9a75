package rithmomachia

import _ "embed" // for RULES.md

// rulesText is RULES.md, the rules of Rithmomachia written for players: the Rules of the registry entry [Rithmomachia].
//
//go:embed RULES.md
var rulesText string
