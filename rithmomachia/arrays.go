package rithmomachia

import (
	"github.com/ludus-chess/ludus/variant"
)

// The wedge array of spec §3.2, as the rows stand at offset 2 on 8x16, in
// the literal order of the source's diagram (L799-L807, rotated 180° so
// that Even is at the bottom; the 4-man rows placed by D02). Each row lists
// the pieces of files a to h; "" is an empty cell. evenRows are Even's rows
// from its back rank forwards; oddRows are Odd's from its front rank back.
var (
	evenWedge = [4][8]string{
		{"ES2-289", "ES2-169", "", "", "", "", "ES2-81", "ES2-25"},
		{"ES1-153", "EP-91", "ET2-49", "ET1-42", "ET1-20", "ET2-25", "ES1-45", "ES1-15"},
		{"ET2-81", "ET1-72", "ER2-64", "ER2-36", "ER2-16", "ER2-4", "ET1-6", "ET2-9"},
		{"", "", "ER1-8", "ER1-6", "ER1-4", "ER1-2", "", ""},
	}
	oddWedge = [4][8]string{
		{"", "", "OR1-3", "OR1-5", "OR1-7", "OR1-9", "", ""},
		{"OT2-16", "OT1-12", "OR2-9", "OR2-25", "OR2-49", "OR2-81", "OT1-90", "OT2-100"},
		{"OS1-28", "OS1-66", "OT1-30", "OT2-36", "OT1-56", "OT2-64", "OS1-120", "OP-190"},
		{"OS2-49", "OS2-121", "", "", "", "", "OS2-225", "OS2-361"},
	}
)

// manByID finds a man by its spec ID.
func manByID(id string) (Man, bool) {
	for _, m := range allMen {
		if m.ID == id {
			return m, true
		}
	}
	return Man{}, false
}

// startArray builds the starting array of the options (spec §3) on a board
// of the given ranks, as cell codes.
func startArray(o variant.Options, ranks int) [128]uint8 {
	var a [128]uint8
	put := func(f, r int, m Man) {
		a[f+files*r] = makeCode(findKind(m.Side, m.Shape, m.Number), m.Side)
	}
	if o.Get("array") == "natural" {
		// Spec §3.4: each of four files (c..f, D06) holds one seed; Even
		// reads its seeds 2 4 6 8 from its left (file c), Odd reads 3 5 7 9
		// from its own left, which is file f. Orders run from the front (R1) to the
		// back edge (S2): Even's R1 on rank 6, Odd's on rank L-5.
		for _, m := range allMen {
			seedIdx := 0
			for i, x := range Seeds(m.Side) {
				if x == m.Seed {
					seedIdx = i
				}
			}
			f0 := o.Int("naturalfile")
			if m.Side == Even {
				put(f0+seedIdx, 5-int(m.Order), m)
			} else {
				put(f0+3-seedIdx, ranks-6+int(m.Order), m)
			}
		}
		return a
	}
	k := o.Int("offset")
	symmetric := o.Get("oddorder") == "symmetric"
	for i, row := range evenWedge {
		for f, id := range row {
			if m, ok := manByID(id); ok {
				put(f, k+i, m)
			}
		}
	}
	for i, row := range oddWedge {
		for f, id := range row {
			if symmetric && i == 2 && (f == 2 || f == 3) {
				// D03: the symmetric order swaps Odd's T1-30 and T2-36.
				id = row[5-f]
			}
			if m, ok := manByID(id); ok {
				put(f, ranks-4-k+i, m)
			}
		}
	}
	return a
}
