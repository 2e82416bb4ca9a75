package hosthttp

// Watching is what a "watchers" event of a game's stream says: the
// streams open on the game in this process, and how many of them are
// spectators' (opened with spectator=1). An EventSource sends no
// Authorization header, so a stream says itself whether it is a
// spectator's; a wrong claim only miscounts. With several processes on
// one store each counts its own streams.
type Watching struct {
	Spectators int `json:"watching"`
	Streams    int `json:"streams"`
}

// watchers are the streams open on one game: their count and a channel
// per stream, told each new count (the latest only).
type watchers struct {
	n    Watching
	subs map[chan Watching]struct{}
}

// join counts a stream on game id (a spectator's or not) and returns the
// channel that tells it the game's counts, the first at once, and the
// function that ends its count.
func (s *Handler) join(id string, spectator bool) (<-chan Watching, func()) {
	ch := make(chan Watching, 1)
	s.mu.Lock()
	g := s.watchers[id]
	if g == nil {
		g = &watchers{subs: map[chan Watching]struct{}{}}
		s.watchers[id] = g
	}
	g.subs[ch] = struct{}{}
	change := func(d int) {
		g.n.Streams += d
		if spectator {
			g.n.Spectators += d
		}
		for c := range g.subs {
			select { // keep only the latest count
			case <-c:
			default:
			}
			c <- g.n
		}
	}
	change(1)
	s.mu.Unlock()
	return ch, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		delete(g.subs, ch)
		change(-1)
		if len(g.subs) == 0 {
			delete(s.watchers, id)
		}
	}
}

// Watchers returns the counts of the streams open on game id in this
// process.
func (s *Handler) Watchers(id string) Watching {
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := s.watchers[id]; g != nil {
		return g.n
	}
	return Watching{}
}
