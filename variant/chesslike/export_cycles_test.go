package chesslike

import "github.com/ludus-chess/ludus/board"

// Chases returns the attacks of the side to move of p that count as
// chases under the cycle rules in force (if new), as "from-to" texts.
func Chases(p Position) []string {
	j := p.r.judge()
	if j == nil {
		return nil
	}
	var ids [128]int16
	for i := range ids {
		ids[i] = int16(i)
	}
	var out []string
	for _, pr := range j.chasesAside(p, ids[:], false, board.Set{}) {
		out = append(out, p.r.geo.Name(board.Cell(pr[0]))+"-"+p.r.geo.Name(board.Cell(pr[1])))
	}
	return out
}
