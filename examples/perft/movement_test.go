package main

import (
	"strings"
	"testing"
)

// perft -movement counts kings alone as Stockfish does (9 at depth 2);
// without it the dead position counts 0.
func TestMovementFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"-variant", "chess", "-position", "8/8/8/8/8/8/8/K6k w - - 0 1", "-depth", "2"}, "nodes 0\n", 0},
		{[]string{"-variant", "chess", "-position", "8/8/8/8/8/8/8/K6k w - - 0 1", "-depth", "2", "-movement"}, "nodes 9\n", 0},
		{[]string{"-variant", "chess", "-depth", "3", "-movement"}, "nodes 8902\n", 0},
		{[]string{"-variant", "chess", "-movement"}, "", 2},
		{[]string{"-variant", "chess", "-depth", "2", "-movement", "-divide"}, "", 2},
	} {
		var out, errb strings.Builder
		if code := run(c.args, &out, &errb); code != c.code || out.String() != c.want {
			t.Errorf("%v: exit %d, %q %q; want %d, %q", c.args, code, out.String(), errb.String(), c.code, c.want)
		}
	}
}
