package hosthttp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
)

func FuzzDecodeCreate(f *testing.F) {
	for _, s := range []string{`{"variant":"chess"}`, `{"variant":"enochian","seats":[{"sides":["yellow"]},{"sides":["blue","red","black"],"computer":"mcts"}],"clock":"5+3"}`,
		`{"variant":"chess","as":["white"],"engine":"alphabeta"}`, `{"variant":"xiangqi","options":"x","position":"y"}`, `{`, ``} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		spec, err := decodeCreate(body, "")
		if err != nil {
			return
		}
		v, err := variant.Lookup(spec.Variant)
		if err != nil {
			t.Fatalf("accepted an unknown variant %q", spec.Variant)
		}
		for _, s := range spec.Seats {
			for _, x := range s.Sides {
				if int(x) >= len(v.Sides) {
					t.Fatalf("accepted side %d of %s", x, v.Name)
				}
			}
		}
		if c := spec.Clock; c != nil && c.Base <= 0 {
			t.Fatalf("accepted clock %+v", c)
		}
	})
}

func FuzzDecodeMove(f *testing.F) {
	for _, s := range []string{`{"ply":0,"move":"e4"}`, `{"ply":3,"move":"withdraw-b"}`, `{"move":"e4"}`, `{"ply":-1}`, `{}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		ply, move, err := decodeMove(body)
		if err == nil && (ply < 0 || move == "") {
			t.Fatalf("accepted ply %d move %q", ply, move)
		}
	})
}

func FuzzDecodeResign(f *testing.F) {
	for _, s := range []string{``, `{}`, `{"side":"white"}`, `{"side":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		decodeResign(body)
		decodeEmpty(body)
	})
}

func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"5+3", "0.5+0", "1440+3600", "+", "5", "-1+2", "NaN+0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := parseClock(s)
		if err == nil && (c.Base <= 0 || c.Increment < 0) {
			t.Fatalf("%q: accepted %+v", s, c)
		}
	})
}

func FuzzParseFrom(f *testing.F) {
	for _, s := range []string{"", "0", "12", "-1", "x", "1e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := parseFrom(s)
		if err == nil && (n < 0 || s != "" && fmt.Sprint(n) != strings.TrimLeft(s, "+0") && n != 0) {
			t.Fatalf("%q: accepted %d", s, n)
		}
		bearer(s)
	})
}
