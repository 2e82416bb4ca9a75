package classic

import (
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// XiangqiSettings are the rules that end a game of Xiangqi besides
// checkmate and the rules of repeated cycles ([XiangqiCycles]): a
// stalemated side loses; 60 moves by each side without a capture draw
// (the natural move limit of the Asian and Chinese rules, Pikafish's
// "rule 60"; the clock counts from the last capture only, as in
// Fairy-Stockfish and Pikafish: a soldier's step does not reset it); a
// position that has occurred three times may be claimed a draw (in arbiter
// enforcement, where repetitions are not drawn automatically).
var XiangqiSettings = cl.Settings{
	Stalemate:       cl.StalemateLoses,
	MoveLimit:       60,
	ClaimRepetition: 3,
}

// XiangqiCycles are Xiangqi's rules of repeated cycles, as the rule books
// state them, with three presets (option rules) and two enforcements
// (option enforcement).
//
// # What is judged
//
// A cycle is the sequence of moves between two occurrences of a position
// (the same pieces on the same points, the same side to move). Each move
// of the cycle is a check (it attacks the opposing general), a chase, or
// idle. A move chases a piece when it makes a capture of it possible that
// was not possible before the move (by the moved piece or by one it
// uncovers), and the capture would win the piece: the victim is not
// protected, that is the opponent could not recapture legally on its
// point. These attacks are not chases:
//
//   - attacks by the general or by a soldier (WXF 2018 diagrams 69, 70);
//   - attacks on a soldier that has not crossed the river (diagram 60;
//     a soldier across the river can be chased, diagram 59);
//   - attacks on a protected piece (diagram 29), except by a piece the
//     preset counts as weaker: a horse or a cannon attacking a chariot is
//     a chase even when the chariot is protected;
//   - attacks on a piece of the attacker's kind that could take the
//     attacker in return (an offer to exchange; a horse whose leg is
//     blocked cannot, so it is chased: diagram 55);
//   - an attack by a piece that the victim pins against its general
//     (the AXF rule of a chariot held by a horse, diagrams 39 to 41);
//   - an attack that the move did not create (an attack that stands
//     throughout the cycle is not renewed: AXF diagram 106); a side that
//     escapes a check renews none of the attacks it had before it (they
//     were illegal captures only while it was in check: master game 770
//     of testdata/xiangqi, where a cannon blocking a check was taken for
//     chasing the horse that its rook had attacked all along).
//
// A piece that could recapture only illegally (pinned, or a cannon
// without a screen) does not protect; the general protects when its
// recapture is legal. The capture that makes the attack must itself be
// legal (a pinned attacker does not chase).
//
// # The rulings
//
// A side checked with every move of the cycle (perpetual check): it must
// change, unless the other side did too, which is a draw. Otherwise, a
// side that checked or chased with every move, chasing with at least one,
// one same piece being chased by every chasing move (by one attacker or
// several in turn: the victim counts), chased perpetually ("one check one
// chase" is a perpetual chase, except under axf): it must change, unless
// the other side did too, which is a draw. Perpetual check outranks perpetual chase: the
// checking side must change against a chasing one. Every other cycle (idle
// moves, one check one idle, attacks by the general or soldiers, mutual
// attacks) breaks no rule, and its repetition is a draw.
//
// # Counting and enforcement
//
// In engine enforcement (the way computer tournaments score it, and
// Fairy-Stockfish judges it) the ruling is given on the third occurrence
// of a position, on every move since its first occurrence: a side breaks a
// rule by repeating a forbidden cycle (the WXF calls a check perpetual when
// the same checking cycle is repeated), so one cycle of checks after a
// cycle of other moves is not perpetual (master games 904 and 1037). The
// side that must change loses; a repetition in which nobody must change is
// a draw. In
// arbiter enforcement (the default, the way an arbiter rules over the
// board) nothing ends the game: occurrences are counted in back-to-back
// repetitions of one cycle, as on a score sheet (a side that varies its
// cycle starts the count again); on the fourth occurrence (the cycle
// repeated three times) the arbiter rules, and the side that must change
// may not complete the cycle again (its move to a fifth occurrence is an
// illegal move, with the reason; a side left with no allowed move loses);
// a draw by repetition is claimed, on the third occurrence of a position
// (Settings.ClaimRepetition). Arbiter enforcement counts one occurrence
// more than the books' "three times" because the masters did: the 1,125
// games of Chinese championships in testdata/xiangqi repeat forbidden
// cycles three times in five games (chases in games 198, 770, 935, 1101
// and 1115), so an arbiter ruling on the third occurrence would have
// stopped games that went on.
//
// # Presets
//
//   - wxf: the World Xiangqi Federation's World Xiangqi Rules (2018), the
//     default. The WXF describes them as the Asian rules' fourth revision,
//     adjusted in a few places.
//   - axf: the Asian Xiangqi Federation's rules: as wxf, except that a
//     check among the moves of a cycle ends a perpetual chase. The Asian
//     rules rule "one check one chase" and "several checks and one chase"
//     a draw (rule 12 and diagram 13 of the Asian rules in E. Wu's English
//     translation, clubxiangqi.com/rules and wxf.org/xq/rule/asia: the
//     rook checks, then chases an unprotected cannon; "this is not a
//     perpetual chase (Red checked)"), by their general rule that chasing
//     different pieces in turn is allowed (rule 32), as H. G. Muller
//     reads them (chessvariants.com comments on Xiangqi, 2011 and 2018).
//     Fairy-Stockfish implements them as its AXF chasing rule (in
//     versions after 11.1, which judges no chase at all).
//   - cxa: the Chinese Xiangqi Association's rules, where advisors and
//     elephants also chase a protected chariot, horse or cannon: every
//     piece chases a stronger one, in the order chariot, then horse and
//     cannon, then advisor and elephant. Pikafish's chase detection and H.
//     G. Muller's adjudication of Asian-rule repetitions for WinBoard
//     (open-aurec.com, 2009) rank the pieces so; Fairy-Stockfish's AXF
//     rule counts only horses and cannons against chariots, as wxf and
//     axf do here.
//
// # Sources
//
// The WXF's World Xiangqi Rules (2018, wxf-xiangqi.org) and the AXF rules
// (asianxiangqi.org), whose example diagrams Ludus's tests play from a
// published transcription (the books' own diagrams were not available to
// read); D. Tan and N. Watkinson Medina, "Complete Implementation of WXF
// Chinese Chess Rules", arXiv 2412.17334 (2024), on judging the WXF book's
// 110 examples; Fairy-Stockfish (src/position.cpp, Position::chased, and
// the Xiangqi cases of test.py, which Ludus's tests replay); Pikafish's
// chase detection (Position::chased and detect_chases: new attacks per
// piece identity, the exchange and protection tests); H. G. Muller's
// discussion "Perpetual chasing in Xiangqi" (talkchess.com, 2010) of the
// AXF rule on chariots held by horses. The rules are restated here in
// Ludus's own words and code.
//
// # Not covered
//
// A side that alternates two different forbidden cycles restarts the count
// with each; one piece attacking two pieces in turn is not a perpetual
// chase; the books' finer rulings that weigh threats of mate or material
// beyond one capture are not judged.
var XiangqiCycles = &cl.CycleRules{
	Presets: []cl.CyclePreset{
		{Name: "wxf", Judged: 3, Ruled: 4, Stronger: []string{"NR", "CR"},
			Doc: "World Xiangqi Federation, World Xiangqi Rules (2018)"},
		{Name: "axf", Judged: 3, Ruled: 4, Stronger: []string{"NR", "CR"}, ChecksBreakChase: true,
			Doc: "Asian Xiangqi Federation rules: one check one chase is no perpetual chase (Asian rules 12)"},
		{Name: "cxa", Judged: 3, Ruled: 4, Stronger: []string{"NR", "CR", "AR", "AN", "AC", "BR", "BN", "BC"},
			Doc: "Chinese Xiangqi Association rules: advisors and elephants also chase a protected chariot, horse or cannon"},
	},
	Exempt:    "KP",
	Uncrossed: "P",
	OwnHalf:   ownHalf,
}

// XiangqiNoAttackers is the draw the rule books give when neither side has
// a piece that can cross the river (a chariot, horse, cannon or soldier):
// generals, advisors and elephants alone can never give check. It is the
// Terminal hook of Xiangqi (and of QiPlacements, whose Cannons in hand
// count as attackers).
func XiangqiNoAttackers(p cl.Position) variant.Outcome {
	r := p.Rules()
	for _, l := range []byte("RNCP") {
		k := r.Kind(l)
		if k < 0 {
			continue
		}
		for x := variant.Side(0); x < 2; x++ {
			if !p.Cells(x, k).Empty() || p.Held(x, k) > 0 {
				return variant.Outcome{}
			}
		}
	}
	return variant.Draw("no piece can cross the river")
}
