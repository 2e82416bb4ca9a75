package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// progressInterval is how often the progress line is redrawn while games
// are being played, besides whenever a game ends.
const progressInterval = 500 * time.Millisecond

// progressLine draws a match's progress on one line of a terminal:
//
//	[#########                     ] 3/10 games, 412 moves, 42s, about 1m38s left
//
// It is redrawn every progressInterval and whenever a game ends, each time
// over the whole previous line, so no characters of a longer line stay
// behind. The methods of a nil *progressLine do nothing.
type progressLine struct {
	w     io.Writer
	total int
	start time.Time
	moves atomic.Int64 // moves played in all games, counted by the players' goroutines

	mu    sync.Mutex
	done  int  // games finished
	width int  // length of the last line drawn
	over  bool // stop was called
	quit  chan struct{}
	ended chan struct{}
}

// newProgressLine draws the line for a match of total games started at
// start, and keeps redrawing it until stop.
func newProgressLine(w io.Writer, total int, start time.Time) *progressLine {
	p := &progressLine{w: w, total: total, start: start, quit: make(chan struct{}), ended: make(chan struct{})}
	p.draw()
	go func() {
		defer close(p.ended)
		t := time.NewTicker(progressInterval)
		defer t.Stop()
		for {
			select {
			case <-p.quit:
				return
			case <-t.C:
				p.draw()
			}
		}
	}()
	return p
}

// gameDone counts a finished game and redraws the line.
func (p *progressLine) gameDone() {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.done++
	p.mu.Unlock()
	p.draw()
}

// stop draws the line a last time and ends it with a newline. Later calls
// do nothing.
func (p *progressLine) stop() {
	if p == nil {
		return
	}
	p.mu.Lock()
	if p.over {
		p.mu.Unlock()
		return
	}
	p.over = true
	p.mu.Unlock()
	close(p.quit)
	<-p.ended
	p.draw()
	fmt.Fprintln(p.w)
}

// draw writes the line over the previous one.
func (p *progressLine) draw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	line := progressText(p.done, p.total, int(p.moves.Load()), time.Since(p.start))
	pad := max(p.width-len(line), 0)
	fmt.Fprint(p.w, "\r"+line+strings.Repeat(" ", pad))
	p.width = len(line)
}

// progressText is the text of the progress line. The time left is
// estimated from the time the finished games took, so it is given once a
// game has finished.
func progressText(done, total, moves int, elapsed time.Duration) string {
	const width = 30
	fill := done * width / total
	s := fmt.Sprintf("[%s%s] %d/%d games, %d moves, %v", strings.Repeat("#", fill), strings.Repeat(" ", width-fill),
		done, total, moves, elapsed.Round(time.Second))
	if done > 0 && done < total {
		left := elapsed / time.Duration(done) * time.Duration(total-done)
		s += fmt.Sprintf(", about %v left", left.Round(time.Second))
	}
	return s
}
