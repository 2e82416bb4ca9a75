package classic

import cl "github.com/ludus-chess/ludus/variant/chesslike"

// Xiangqi's placement tables ([cl.Kind].Placement): what a piece of each
// kind adds to the computer players' evaluation on each point, in
// centipawns, on top of the placement the kernel derives from the kinds'
// reach. They are written by hand from the principles every Xiangqi
// primer teaches, not fitted: the fit of stop 42 (examples/tune, 2,500
// self-play games at 2,000 nodes a move) mostly moved whole kinds' values
// and lost at 20,000 nodes a move, while these tables won (bench/, stop
// 43). They are small beside the values (a soldier is 100, a horse 400),
// so that they choose among moves that keep the material, and symmetric
// left to right, as the start is.
//
// The tables are drawn as the board is seen from Red's side, the far rank
// (10) on top and the home rank (1) at the bottom ([cl.DrawnPlacement]);
// Black's are the same seen from Black's side (the kernel mirrors them).

// The horse: developed early to its third rank (c3, g3), it grows in
// worth as it crosses the river towards the opponent's palace, most on
// the points beside the palace (d8, f8) and the "horse in the trough"
// (c9, g9) that checks a general at home; a horse on an edge file or
// still at home reaches little.
var xiangqiHorsePlaces = cl.DrawnPlacement(9, [][]int{
	{0, -5, 0, 5, 0, 5, 0, -5, 0},
	{0, 5, 20, 10, 5, 10, 20, 5, 0},
	{0, 10, 20, 25, 10, 25, 20, 10, 0},
	{-5, 10, 15, 20, 20, 20, 15, 10, -5},
	{-5, 5, 15, 20, 20, 20, 15, 5, -5},
	{-10, 0, 10, 15, 15, 15, 10, 0, -10},
	{-10, 0, 5, 10, 10, 10, 5, 0, -10},
	{-10, 0, 10, 5, 5, 5, 10, 0, -10},
	{-15, -5, -5, -5, -15, -5, -5, -5, -15},
	{-20, -15, -10, -10, -15, -10, -10, -15, -20},
})

// The chariot: out of its corner early; strongest on the ribs (the d and
// f files, beside the palace), on the river and on the opponent's second
// and third ranks, where it pins and attacks the defenders.
var xiangqiChariotPlaces = cl.DrawnPlacement(9, [][]int{
	{0, 0, 0, 5, 5, 5, 0, 0, 0},
	{5, 5, 5, 15, 10, 15, 5, 5, 5},
	{0, 5, 5, 15, 10, 15, 5, 5, 0},
	{0, 5, 5, 10, 10, 10, 5, 5, 0},
	{5, 5, 5, 10, 10, 10, 5, 5, 5},
	{0, 0, 0, 10, 5, 10, 0, 0, 0},
	{0, 0, 0, 10, 5, 10, 0, 0, 0},
	{-5, 0, 0, 5, 0, 5, 0, 0, -5},
	{-5, 0, 0, 0, 0, 0, 0, 0, -5},
	{-15, -5, -5, -5, -5, -5, -5, -5, -15},
})

// The cannon: on the central file it bears on the opponent's general
// (the central cannon of most openings); on the edge files, where it
// goes to take soldiers, it is out of play and easily trapped.
var xiangqiCannonPlaces = cl.DrawnPlacement(9, [][]int{
	{0, 0, 0, 0, 5, 0, 0, 0, 0},
	{0, 0, 0, 0, 5, 0, 0, 0, 0},
	{0, 0, 0, 0, 5, 0, 0, 0, 0},
	{-10, 0, -5, 0, 5, 0, -5, 0, -10},
	{-5, 0, 0, 0, 10, 0, 0, 0, -5},
	{-5, 0, 0, 0, 10, 0, 0, 0, -5},
	{-5, 0, 0, 0, 10, 0, 0, 0, -5},
	{-5, 0, 5, 0, 15, 0, 5, 0, -5},
	{-5, 0, 0, 0, 10, 0, 0, 0, -5},
	{-5, 0, 0, 0, 5, 0, 0, 0, -5},
})

// The soldier, beside soldiersAcross's bonus for crossing the river: the
// nearer the palace and the centre, the more it threatens; one on the
// far rank can only step sideways.
var xiangqiSoldierPlaces = cl.DrawnPlacement(9, [][]int{
	{0, 0, 0, 5, 10, 5, 0, 0, 0},
	{0, 5, 10, 30, 40, 30, 10, 5, 0},
	{0, 5, 10, 25, 30, 25, 10, 5, 0},
	{0, 5, 10, 20, 20, 20, 10, 5, 0},
	{0, 0, 5, 10, 15, 10, 5, 0, 0},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
	{0, 0, 0, 0, 5, 0, 0, 0, 0},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
})

// The elephant guards best from the palace's front (e3), least from the
// edge (a3, i3) or the river's bank.
var xiangqiElephantPlaces = cl.DrawnPlacement(9, [][]int{
	{}, {}, {}, {}, {},
	{0, 0, -5, 0, 0, 0, -5, 0, 0},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
	{-5, 0, 0, 0, 10, 0, 0, 0, -5},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
})

// The advisor guards best from the palace's centre (e2).
var xiangqiAdvisorPlaces = cl.DrawnPlacement(9, [][]int{
	{}, {}, {}, {}, {}, {}, {},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
	{0, 0, 0, 0, 10, 0, 0, 0, 0},
	{0, 0, 0, 0, 0, 0, 0, 0, 0},
})

// The general is safest at home behind its advisors; raised to the
// palace's second or third rank, it is exposed to the chariots and
// cannons.
var xiangqiGeneralPlaces = cl.DrawnPlacement(9, [][]int{
	{}, {}, {}, {}, {}, {}, {},
	{0, 0, 0, -20, -20, -20, 0, 0, 0},
	{0, 0, 0, -10, -10, -10, 0, 0, 0},
	{0, 0, 0, 5, 10, 5, 0, 0, 0},
})
