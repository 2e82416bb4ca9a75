package variant

// SplitMix64 advances *state and returns the next number of Vigna's
// splitmix64 generator. Games make their Zobrist hash keys with it from a
// fixed seed, so that hashes are the same on every run and machine, and
// use it to mix values into a hash.
func SplitMix64(state *uint64) uint64 {
	*state += 0x9e3779b97f4a7c15
	z := *state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
