package host

import (
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/ludus-chess/ludus/variant"
)

// A panic in a game's code (its move generator, parser, evaluation) or in
// a computer player's search must not take the server down, nor come back
// at every restart. The host recovers at its boundary: every call into the
// game's code runs under guard. A command or a read that panics returns a
// *PanicError (the stored game is untouched: nothing was committed); a
// computer or chance move that panics halts the game: the host commits a
// KindFault event, after which the game takes no command (ErrHalted), is
// no longer owed a move, and so is not resumed by [Host.Start]. Every other
// game goes on. The panic is logged once, with the game's id, its position
// and the stack.

// guard runs fn and turns a panic into a *PanicError, logged once. at
// writes the position for the log (it may panic too).
func (h *Host) guard(id string, at func() string, fn func() error) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		pos := "?"
		if at != nil {
			func() {
				defer func() { recover() }()
				pos = at()
			}()
		}
		err = &PanicError{Game: id, Position: pos, Value: fmt.Sprint(r)}
		h.opt.Logger.Error("host: panic in a game's code, recovered", "game", id, "position", pos,
			"panic", fmt.Sprint(r), "stack", string(debug.Stack()))
	}()
	return fn()
}

// guardEntry runs fn on a locked game; after a panic the game in memory is
// forgotten (it may be half changed) and the next call loads it again.
// e.mu is held.
func (h *Host) guardEntry(e *entry, fn func() error) error {
	err := h.guard(e.row.ID, func() string { return e.g.Position().String() }, fn)
	if errors.Is(err, ErrPanic) {
		h.drop(e)
	}
	return err
}

// halt commits a fault event to game id if it is still at sequence seq:
// the game is halted with the error cause. It is called after a computer
// or chance move panicked.
func (h *Host) halt(id string, seq int64, cause error) {
	ctx := h.ctx
	e, err := h.lock(ctx, id, true)
	if err != nil {
		h.opt.Logger.Error("host: halting a game after a panic", "game", id, "err", err)
		return
	}
	defer e.mu.Unlock()
	if e.queued && e.jobSeq == seq {
		e.queued, e.cancel = false, nil
	}
	if e.fault != "" || e.row.Seq != seq {
		return // halted already, or the game moved on (the owed move is stale)
	}
	text := "the computer's move failed: " + cause.Error()
	if len(text) > 500 {
		text = text[:497] + "..."
	}
	err = h.guardEntry(e, func() error {
		return h.commit(ctx, e, Event{Kind: KindFault, Seat: -1, Side: variant.NoSide, Text: text, Clocks: e.clocks})
	})
	if err != nil && ctx.Err() == nil {
		h.opt.Logger.Error("host: halting a game after a panic", "game", id, "err", err)
	}
}

// haltedError is the error of a command on a halted game.
func (e *entry) haltedError() error {
	return fmt.Errorf("%w: %s", ErrHalted, e.fault)
}
