package boolean

import (
	"math/bits"
	"strconv"
)

// Shape is the shape of a piece, set by the number of 1 bits of its 4-bit
// value (spec §8.2): none or four make a pyramid, one a circle, two a
// triangle, three a square. The shape decides how the piece moves (§8.4)
// and which cells it reaches in the capture equations (§8.5).
type Shape uint8

// The shapes of §8.2.
const (
	Pyramid  Shape = iota // values 0 (0000) and 15 (1111); solid, removed when captured
	Circle                // values 1, 2, 4, 8
	Triangle              // values 3, 5, 6, 9, 10, 12
	Square                // values 7, 11, 13, 14
)

var shapeNames = [...]string{"pyramid", "circle", "triangle", "square"}

// shapeLetters are the letters of the shapes in position and move text.
const shapeLetters = "PCTS"

// String returns "pyramid", "circle", "triangle" or "square".
func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return "shape(" + strconv.Itoa(int(s)) + ")"
}

// Letter returns the shape's letter in position and move text: P, C, T or S.
func (s Shape) Letter() byte {
	if int(s) < len(shapeLetters) {
		return shapeLetters[s]
	}
	return '?'
}

// shapeOf is ShapeOf as a table, for the hot loops.
var shapeOf = func() (t [16]Shape) {
	for v := range t {
		switch bits.OnesCount8(uint8(v)) {
		case 0, 4:
			t[v] = Pyramid
		case 1:
			t[v] = Circle
		case 2:
			t[v] = Triangle
		default:
			t[v] = Square
		}
	}
	return t
}()

// ShapeOf returns the shape of a piece of value v (0..15), §8.2.
func ShapeOf(v int) Shape { return shapeOf[v&15] }

// letterShape returns the shape of a letter (either case) and whether it
// is one.
func letterShape(ch byte) (Shape, bool) {
	switch ch | 0x20 {
	case 'p':
		return Pyramid, true
	case 'c':
		return Circle, true
	case 't':
		return Triangle, true
	case 's':
		return Square, true
	}
	return 0, false
}

// A cell of the position holds a piece code: 0 for an empty cell, otherwise
// present | owner<<4 | value.
const (
	present  = 0x20
	ownerBit = 0x10
)

func code(owner uint8, v int) uint8 { return present | owner<<4 | uint8(v) }

// appendToken appends a piece's token: its shape letter, upper case for
// White and lower case for Black, and its value: "S7", "p15".
func appendToken(dst []byte, owner uint8, v int) []byte {
	ch := shapeOf[v].Letter()
	if owner == black {
		ch |= 0x20
	}
	dst = append(dst, ch)
	return strconv.AppendInt(dst, int64(v), 10)
}
