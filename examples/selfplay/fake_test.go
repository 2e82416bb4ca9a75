package main

import (
	"bufio"
	"context"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// TestMain turns the test binary into an engine program when
// LUDUS_FAKE_ENGINE is set: Ludus's random player behind engine.Server,
// which appends the setoption commands it gets to the file
// LUDUS_FAKE_LOG, and, when LUDUS_FAKE_CRASH names a file that does not
// exist yet, creates it and exits at its first go (so the first process
// crashes and the ones started after it play).
func TestMain(m *testing.M) {
	if os.Getenv("LUDUS_FAKE_ENGINE") != "" {
		fakeEngine()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeEngine() {
	logPath, crash := os.Getenv("LUDUS_FAKE_LOG"), os.Getenv("LUDUS_FAKE_CRASH")
	in, out := io.Pipe()
	go func() {
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			line := sc.Text()
			f := strings.Fields(line)
			switch {
			case len(f) > 0 && f[0] == "setoption" && logPath != "":
				if lf, err := os.OpenFile(logPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
					_, _ = lf.WriteString(line + "\n")
					_ = lf.Close()
				}
			case len(f) > 0 && f[0] == "go" && crash != "":
				if lf, err := os.OpenFile(crash, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644); err == nil {
					_ = lf.Close()
					os.Exit(3)
				}
			}
			if _, err := io.WriteString(out, line+"\n"); err != nil {
				return
			}
		}
		_ = out.Close()
	}()
	srv := &engine.Server{Name: "fake", NewPlayer: func(v *variant.Variant, l search.Limits) (engine.Player, error) {
		return search.New(v, search.Config{Kind: "random"})
	}}
	_ = srv.Serve(context.Background(), in, os.Stdout)
}

// fakeSpec returns the player spec of the fake engine, with the
// environment that makes the test binary one.
func fakeSpec(t *testing.T) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("LUDUS_FAKE_ENGINE", "1")
	return "uci:" + exe
}
