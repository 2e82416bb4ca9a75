// Package progress shows on a terminal that long work goes on, for the
// example programs (perft counting, play's computer thinking, selfplay's
// games).
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// Ticking shows that long work goes on: on a terminal it writes
// "<what>, 12s" on w every second until the returned stop is called, which
// clears the line. Off a terminal it writes nothing.
func Ticking(w io.Writer, what string) (stop func()) {
	if !IsTerminal(w) {
		return func() {}
	}
	return Tick(w, what, time.Second)
}

// Tick is Ticking on any writer, redrawing every interval.
func Tick(w io.Writer, what string, interval time.Duration) (stop func()) {
	start := time.Now()
	quit, done := make(chan struct{}), make(chan struct{})
	width := 0
	go func() {
		defer close(done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-quit:
				if width > 0 {
					fmt.Fprint(w, "\r"+strings.Repeat(" ", width)+"\r")
				}
				return
			case <-t.C:
				line := fmt.Sprintf("%s, %v", what, time.Since(start).Round(time.Second))
				fmt.Fprint(w, "\r"+line+strings.Repeat(" ", max(width-len(line), 0)))
				width = max(width, len(line))
			}
		}
	}()
	return func() {
		close(quit)
		<-done
	}
}

// IsTerminal reports whether w is a terminal (a character device).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
