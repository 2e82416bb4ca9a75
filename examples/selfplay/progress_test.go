package main

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// screen is what a terminal shows of the text written to it on one line:
// a carriage return moves back to the start, later characters overwrite
// earlier ones.
type screen struct {
	mu     sync.Mutex
	line   []byte
	col    int
	writes int
}

func (s *screen) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.writes++
	for _, c := range b {
		switch c {
		case '\r':
			s.col = 0
		case '\n':
			s.line, s.col = append(s.line, '|'), len(s.line)+1
		default:
			if s.col < len(s.line) {
				s.line[s.col] = c
			} else {
				s.line = append(s.line, c)
			}
			s.col++
		}
	}
	return len(b), nil
}

func (s *screen) text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return string(s.line)
}

func TestProgressText(t *testing.T) {
	// 3 of 10 games in 42 s: 14 s a game, 7 games left: 98 s.
	got := progressText(3, 10, 412, 42*time.Second)
	want := "[#########                     ] 3/10 games, 412 moves, 42s, about 1m38s left"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	// No estimate before a game has finished, nor at the end.
	for _, done := range []int{0, 10} {
		if s := progressText(done, 10, 5, time.Second); strings.Contains(s, "left") {
			t.Errorf("%d games done: %q", done, s)
		}
	}
}

func TestProgressLineLeavesNoStaleCharacters(t *testing.T) {
	var sc screen
	p := newProgressLine(&sc, 2, time.Now().Add(-3*time.Minute))
	p.moves.Add(1234)
	p.gameDone() // 1/2: the line grows by "about ... left"
	p.gameDone() // 2/2: shorter again
	p.stop()
	p.stop() // a second stop does nothing
	got := strings.TrimRight(strings.TrimSuffix(sc.text(), "|"), " ")
	if !strings.HasPrefix(got, "["+strings.Repeat("#", 30)+"] 2/2 games, 1234 moves, 3m0s") || strings.Contains(got, "left") || strings.HasSuffix(got, "ss") {
		t.Errorf("the terminal shows %q", got)
	}
}

func TestProgressLineRedrawsWhileGamesRun(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the redraw interval")
	}
	var sc screen
	p := newProgressLine(&sc, 1, time.Now())
	time.Sleep(progressInterval*2 + progressInterval/2)
	p.stop()
	sc.mu.Lock()
	defer sc.mu.Unlock()
	// The first draw, at least two redraws by the clock, the last draw and
	// its newline.
	if sc.writes < 5 {
		t.Errorf("%d writes in %v; want the line redrawn every %v", sc.writes, progressInterval*5/2, progressInterval)
	}
}
