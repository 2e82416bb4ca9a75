package rithmomachia

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

var sscanf = fmt.Sscanf

func readLines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.ReplaceAll(string(b), "\r", ""), "\n")
}

// tableSection returns the lines of testdata/fulke_tables.txt after the
// first line containing start, up to the line containing end ("" for the
// end of the file).
func tableSection(t *testing.T, start, end string) []string {
	t.Helper()
	lines := readLines(t, "fulke_tables.txt")
	i := slices.IndexFunc(lines, func(s string) bool { return strings.Contains(s, start) })
	if i < 0 {
		t.Fatalf("no %q in the table", start)
	}
	var out []string
	for _, l := range lines[i+1:] {
		if end != "" && strings.Contains(l, end) {
			break
		}
		out = append(out, l)
	}
	return out
}

// appendixLists reads Appendix III (testdata/appendix3.txt, the seed's
// L1363-L1613) into its seven lists, keyed by heading.
func appendixLists(t *testing.T) map[string][][]int {
	out := map[string][][]int{}
	head := ""
	for _, l := range readLines(t, "appendix3.txt") {
		l = strings.TrimSpace(l)
		if strings.HasSuffix(l, ":") {
			head = strings.ToLower(strings.TrimSuffix(l, ":"))
			continue
		}
		if head == "" || l == "" || strings.IndexFunc(l, func(r rune) bool { return r != ' ' && (r < '0' || r > '9') }) >= 0 {
			continue
		}
		var nums []int
		for _, f := range strings.Fields(l) {
			var n int
			if _, err := fmt.Sscan(f, &n); err != nil {
				t.Fatalf("appendix line %q: %v", l, err)
			}
			nums = append(nums, n)
		}
		out[head] = append(out[head], nums)
	}
	return out
}

func key(nums []int) string { return fmt.Sprint(nums) }

// TestAppendixIII checks spec §11.3: enumerating the 35 numbers gives 62
// arithmetic, 30 geometric and 18 musical triples, and the 4-number sets
// containing arithmetic+musical (16), geometric+musical (15),
// arithmetic+geometric (57) and all three (28) kinds; each equals
// Appendix III's list exactly, and every printed entry rises.
func TestAppendixIII(t *testing.T) {
	lists := appendixLists(t)
	ns := Numbers()
	enum := map[string][][]int{}
	for i := range ns {
		for j := i + 1; j < len(ns); j++ {
			for k := j + 1; k < len(ns); k++ {
				switch Proportion3(ns[i], ns[j], ns[k]) {
				case Arithmetic:
					enum["arithmetical harmony"] = append(enum["arithmetical harmony"], []int{ns[i], ns[j], ns[k]})
				case Geometric:
					enum["geometrical harmony"] = append(enum["geometrical harmony"], []int{ns[i], ns[j], ns[k]})
				case Musical:
					enum["musical harmony"] = append(enum["musical harmony"], []int{ns[i], ns[j], ns[k]})
				}
				for l := k + 1; l < len(ns); l++ {
					set := []int{ns[i], ns[j], ns[k], ns[l]}
					switch Proportion4(ns[i], ns[j], ns[k], ns[l]) {
					case Arithmetic | Musical:
						enum["arithmetical and musical harmony"] = append(enum["arithmetical and musical harmony"], set)
					case Geometric | Musical:
						enum["geometrical and musical harmony"] = append(enum["geometrical and musical harmony"], set)
					case Arithmetic | Geometric:
						enum["arithmetical and geometrical harmony"] = append(enum["arithmetical and geometrical harmony"], set)
					case Arithmetic | Geometric | Musical:
						enum["arithmetical, geometrical and musical harmony"] = append(enum["arithmetical, geometrical and musical harmony"], set)
					}
				}
			}
		}
	}
	counts := map[string]int{
		"arithmetical harmony": 62, "geometrical harmony": 30, "musical harmony": 18,
		"arithmetical and musical harmony": 16, "geometrical and musical harmony": 15,
		"arithmetical and geometrical harmony": 57, "arithmetical, geometrical and musical harmony": 28,
	}
	if len(lists) != len(counts) {
		t.Fatalf("appendix has %d lists, want %d: %v", len(lists), len(counts), slices.Collect(func(yield func(string) bool) {
			for k := range lists {
				yield(k)
			}
		}))
	}
	for head, n := range counts {
		printed, got := lists[head], enum[head]
		if len(printed) != n || len(got) != n {
			t.Errorf("%s: %d printed, %d enumerated; want %d", head, len(printed), len(got), n)
		}
		have := map[string]bool{}
		for _, e := range got {
			have[key(e)] = true
		}
		for _, e := range printed {
			if !slices.IsSorted(e) {
				t.Errorf("%s: entry %v is not written rising", head, e)
			}
			if !have[key(e)] {
				t.Errorf("%s: printed entry %v is not enumerated", head, e)
			}
			delete(have, key(e))
		}
		for e := range have {
			t.Errorf("%s: enumerated %s is not printed", head, e)
		}
	}
	// Without the four-term geometric clause (a·d = b·c), "all three" would
	// have 3 entries only (spec §11.3).
	three := 0
	for _, e := range lists["arithmetical, geometrical and musical harmony"] {
		a, b, c, d := e[0], e[1], e[2], e[3]
		k := Proportion3(a, b, c) | Proportion3(a, b, d) | Proportion3(a, c, d) | Proportion3(b, c, d)
		if k.Count() == 3 {
			three++
		}
	}
	if three != 3 {
		t.Errorf("with 3-term geometric only, %d great victories remain; spec §11.3 says 3", three)
	}
}

// TestFulkeOverviewCountsUnreproducible records spec §11.3: the overview's
// 49 / 27 / 17 "according to Fulke" (L229-L245) are not the counts over
// all the numbers.
func TestFulkeOverviewCountsUnreproducible(t *testing.T) {
	ns := Numbers()
	var n [3]int
	for i := range ns {
		for j := i + 1; j < len(ns); j++ {
			for k := j + 1; k < len(ns); k++ {
				switch Proportion3(ns[i], ns[j], ns[k]) {
				case Arithmetic:
					n[0]++
				case Geometric:
					n[1]++
				case Musical:
					n[2]++
				}
			}
		}
	}
	if n == [3]int{49, 27, 17} || n != [3]int{62, 30, 18} {
		t.Errorf("counts %v", n)
	}
}

type tableRow struct{ man, spaces, target int }

// readTable reads the rows of one of Fulke's tables (L950-L1053) between
// start and end, applying the errata of spec §10 / §11.4.
func readTable(t *testing.T, lines []string) (rows []tableRow, total int) {
	errata := map[tableRow]tableRow{
		{72, 7, 9}:  {72, 8, 9}, // L1016: 72/7 is no integer
		{22, 5, 45}: {225, 5, 45},
		{3, 9, 4}:   {36, 9, 4},
	}
	for _, l := range lines {
		var r tableRow
		if n, _ := sscanf(l, "%d %d %d", &r.man, &r.spaces, &r.target); n == 3 {
			if c, ok := errata[r]; ok {
				r = c
			}
			rows = append(rows, r)
			continue
		}
		var tot int
		if n, _ := sscanf(strings.TrimSpace(l), "%d.", &tot); n == 1 && total == 0 {
			total = tot
			break
		}
	}
	return
}

// TestMultiplicationDivisionTables checks spec §11.4: the printed row
// counts equal the printed totals (21, 17, 20, 27); after the errata every
// printed row holds; the full relations (s from 1 to 14, the void spaces a
// 16-long file allows) have 28, 20, 20 and 28 rows; the rows the print
// lacks are exactly those the spec lists.
func TestMultiplicationDivisionTables(t *testing.T) {
	sections := []struct {
		start, end string
		capt       variant.Side
		div        bool
		printed    int
		full       int
		missing    []tableRow
	}{
		{"Even against odd", "odd against even", Even, false, 21, 28, []tableRow{{2, 14, 28}, {4, 14, 56}, {6, 6, 36}, {6, 11, 66}, {15, 8, 120}, {25, 4, 100}, {45, 5, 225}}},
		{"odd against even", "For Division", Odd, false, 17, 20, []tableRow{{7, 6, 42}, {7, 13, 91}, {9, 8, 72}}},
		{"For Division", "odd against even", Even, true, 20, 20, nil},
		{"even against odd", "To take by cossicall", Odd, true, 27, 28, []tableRow{{56, 14, 4}}},
	}
	// The division table's second half follows "For Division" and its own
	// "odd against even" heading.
	divOdd := tableSection(t, "For Division", "To take by cossicall")
	i := slices.IndexFunc(divOdd, func(s string) bool { return strings.Contains(s, "odd against even") })
	for si, sec := range sections {
		var lines []string
		if si == 3 {
			lines = divOdd[i+1:]
		} else {
			lines = tableSection(t, sec.start, sec.end)
		}
		rows, total := readTable(t, lines)
		if len(rows) != total || total != sec.printed {
			t.Errorf("table %d: %d rows, printed total %d, want %d", si, len(rows), total, sec.printed)
		}
		nums := [2][]int{}
		for _, m := range Men() {
			if !slices.Contains(nums[m.Side], m.Number) {
				nums[m.Side] = append(nums[m.Side], m.Number)
			}
		}
		full := map[tableRow]bool{}
		for _, a := range nums[sec.capt] {
			for _, b := range nums[1-sec.capt] {
				for s := 1; s <= 14; s++ {
					if !sec.div && SpacesProduct(a, s, b) || sec.div && SpacesQuotient(a, s, b) {
						full[tableRow{a, s, b}] = true
					}
				}
			}
		}
		if len(full) != sec.full {
			t.Errorf("table %d: the full relation has %d rows, want %d", si, len(full), sec.full)
		}
		printed := map[tableRow]bool{}
		for _, r := range rows {
			if !full[r] {
				t.Errorf("table %d: printed row %v does not hold", si, r)
			}
			if r.spaces < 2 || r.spaces > 14 {
				t.Errorf("table %d: printed spaces %d outside 2..14", si, r.spaces)
			}
			printed[r] = true
		}
		var missing []tableRow
		for r := range full {
			if !printed[r] {
				missing = append(missing, r)
			}
		}
		cmpRow := func(a, b tableRow) int {
			if a.man != b.man {
				return a.man - b.man
			}
			return a.spaces - b.spaces
		}
		slices.SortFunc(missing, cmpRow)
		want := slices.Clone(sec.missing)
		slices.SortFunc(want, cmpRow)
		if !slices.Equal(missing, want) {
			t.Errorf("table %d: missing rows %v, want %v", si, missing, want)
		}
	}
}

// TestF3OnlyOblivion checks spec §11.5 (source L1135, with "135" read as
// 153): under F3's relations (equality, eruption with 2 to 14 spaces,
// deceit by two men), with components not capturing (D17), the men no
// enemy can take otherwise than by oblivion are Even 2 4 4 153 and Odd 3 5
// 7 190.
func TestF3OnlyOblivion(t *testing.T) {
	only := [2][]int{}
	for _, x := range Men() {
		var enemy []int
		for _, m := range Men() {
			if m.Side != x.Side {
				enemy = append(enemy, m.Number) // the pyramid at its pyramidal number
			}
		}
		takeable := false
		for i, a := range enemy {
			if a == x.Number {
				takeable = true
			}
			for s := 2; s <= 14; s++ {
				if SpacesProduct(a, s, x.Number) {
					takeable = true
				}
			}
			for _, b := range enemy[i+1:] {
				if a+b == x.Number {
					takeable = true
				}
			}
		}
		if !takeable {
			only[x.Side] = append(only[x.Side], x.Number)
		}
	}
	slices.Sort(only[0])
	slices.Sort(only[1])
	if !slices.Equal(only[Even], []int{2, 4, 4, 153}) || !slices.Equal(only[Odd], []int{3, 5, 7, 190}) {
		t.Errorf("only by oblivion: Even %v, Odd %v; want [2 4 4 153] [3 5 7 190]", only[Even], only[Odd])
	}
	// If the Even pyramid's components captured, the 1 would take 3, 5, 7
	// by eruption (1·s), and the list would change (spec §11.5).
	for _, v := range []int{3, 5, 7} {
		if !SpacesProduct(1, v, v) {
			t.Errorf("component 1 would take %d", v)
		}
	}
}
