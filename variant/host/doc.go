// Package host hosts games of any registered variant for a game server:
// seats, tokens, ply-checked commands, computer seats played in the
// background, chance events, clocks, an event log that watchers resume, and
// storage behind the [Store] interface ([MemStore] here, SQLite and
// PostgreSQL in host/sqlstore). It imports only the standard library and
// database/sql's drivers are the program's business.
//
// # Seats and tokens
//
// A game has seats, each a person or a computer ([Engine]), commanding one
// or more sides at the start. A seat holds players in the sense of
// [variant.Controlling] (player n starts with side n), so control follows the
// game: a seized throne or a withdrawn Enochian army passes to the seat that
// holds the new controller, read from the position at every command. Only
// the seat commanding the side to move may play a turn move; an action only
// the seat commanding the side it belongs to ([variant.ActionSide]: an
// Enochian withdrawal or an answer to an exchange offer is the named army's,
// not the side to move's). Each person seat has a token of 256 random bits,
// returned once by [Host.Create] and stored only as its SHA-256; game ids
// have 128 random bits (22 URL-safe characters). Anyone with the id may
// read a game.
//
// # Users of the embedding site
//
// A person seat may carry the site's user id ([SeatSpec].User). The site
// authenticates its users itself and then calls the host on their behalf
// with an [Actor] holding the user id (MoveAs, ResignAs, UndoAs,
// RotateToken): the host trusts it. Tokens work besides, for anonymous
// play. Create stores a game with all its seats and users in one
// transaction, so no seat is orphaned by a crash. [Host.Games] lists a
// user's games (an index in every store), [Host.EraseUser] removes a user
// id and its seats' names (the seats keep playing, anonymous),
// [Host.Delete] removes a game, and [Host.RotateToken] replaces a seat's
// token. Seat names are checked by [CheckName]. User ids are not in the
// JSON of views (anyone with a game's id may read it).
//
// # Commands and the ply
//
// Every command that plays a move names the ply it was made at (the number
// of moves the client saw). Another ply is a *[StaleError] carrying the
// current ply, except that the same seat sending again the move it played
// at that ply gets the game back (a retry after a lost answer is harmless).
// The host judges a command on the game in memory under the game's lock and
// then commits it with [Store.Append], which writes only if the game's
// sequence is still the one the host read: two hosts on one database never
// both accept a move at one ply (the loser reloads and judges again). A
// command is answered only after its commit.
//
// # Take-backs
//
// Against computer seats a person takes back its last turn at once
// ([Host.Undo]). Between people a take-back is agreed: a seat proposes
// it ([Host.OfferTakeback], a [KindOffer] event), every other person
// seat agrees ([Host.AcceptTakeback]; the last agreement is followed by
// the [KindUndo] event) or one declines ([Host.DeclineTakeback]); a move
// made meanwhile ends the offer. The pending offer is in [View].Offer.
//
// # Computer seats, chance events, background play
//
// Computer moves are searched by a fixed number of workers (Options.Workers,
// which bounds the searches running at once) from a bounded queue, never in
// a caller's request; the game's lock is not held while searching. Each
// search has the seat's budget capped by the host (MaxThink, MaxNodes,
// MaxDepth) and a seed taken from the game's id and ply, and its answer is
// committed only if the game has not moved on (an undo, a resignation,
// another host's move make it stale). With several hosts on one store, a
// host searches a move only while it holds the game's lease in the store
// ([Store.Lease]), so exactly one host searches each computer move; if it
// dies, another takes the move over when the lease has run out. Games in which no person can move any
// more (every army of the person frozen) play on in the background; a game
// reaching Options.MaxPlies moves is ended by the host as a draw ("move
// limit of the host"), so that no game runs forever. At a chance node
// (ToMove is [variant.Chance]) the host plays the result itself, sampled
// with [variant.SampleChance] from a generator seeded by the game's id and
// ply, as a move of no seat (Seat -1): replaying a game repeats its rolls.
//
// # Clocks
//
// A game may have a clock per side ([ClockSpec]: base time and Fischer
// increment). A side's time runs while it is to move and is charged when a
// move commits; a turn move adds the increment. A side whose time has run
// out resigns under its game's resignation rule ([variant.Game.Resign]:
// every team but the side's wins, reason "time"), found by a move arriving
// late or by the host's sweep (every Options.Sweep). Clocks do not run while
// no host runs: a host that loads a game charges the side to move from the
// later of the game's last event and the host's start.
//
// # Events
//
// Every change is an [Event] with a sequence number, gap-free per game and
// only growing (an undo is an event too). [Host.Watch] replays the events
// after a sequence and then follows new ones: those this host commits at
// once, those of other hosts on the same store as soon as Options.Notifier
// tells (PostgreSQL: package sqlstore/pgnotify), else within Options.Sweep
// (it polls the store), so an HTTP layer (package hosthttp) can offer
// server-sent events with resume by sequence.
//
// # Faults
//
// A panic in a game's code or in a computer player's search never leaves
// the host: it is recovered at the host's boundary and logged once, with
// the game's id, its position and the stack. A command or a read that
// panics fails with a *[PanicError] (matching [ErrPanic]) and changes
// nothing stored. A computer or chance move that panics halts its game: a
// [KindFault] event is committed, [View].Fault says what failed, later
// commands fail with [ErrHalted], and the game is no longer owed a move, so
// a restarted host does not run into the same panic again. (The host does
// not fall back to a simpler player: a game whose code panics may panic
// again under any player, and a halted game is visible to the people in
// it.) Every other game goes on.
//
// # Limits, archiving, recovery
//
// Create refuses (ErrLimit) beyond Options.MaxOpen games in progress, beyond
// PerClient per client, and beyond a creation rate per client (Rate per
// minute, Burst at once). A game without events for IdleAfter is idle: it
// no longer counts toward the limits but is kept, and a move wakes it. No
// game is ever deleted: finished and idle games leave the host's memory
// (Options.Cached bounds it) and are loaded from the store when asked for.
// [Host.Start] resumes every unfinished game that owes a computer or chance
// move, so a host started after a crash carries on.
package host
