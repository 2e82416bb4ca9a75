package svg_test

import (
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/svg"
)

// Draw the start of Xiangqi as an SVG image, 40 pixels a cell: 9 files and
// 10 ranks with a margin of 20 on each side make 400 by 440 pixels.
func ExampleRender() {
	p, err := variant.NewPosition("xiangqi", "", "")
	if err != nil {
		panic(err)
	}
	doc := svg.Render(p, svg.Options{Cell: 40})
	fmt.Println(doc[:strings.Index(doc, " viewBox")])
	// Output: <svg xmlns="http://www.w3.org/2000/svg" width="400" height="440"
}
