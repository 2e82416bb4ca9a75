package classic

// The names other programs give these games (PGN Variant tags, the Game
// tag of Chinese-chess PGN, common spellings) are set before the games
// are registered: this file's init runs before those of the files that
// register them, as Go runs a package's init functions in the order of
// its file names.
func init() {
	Xiangqi.Variant().Aliases = append(Xiangqi.Variant().Aliases, "chinese chess", "cchess", "xiang qi")
	Capablanca.Variant().Aliases = append(Capablanca.Variant().Aliases, "capablanca chess")
	Courier.Variant().Aliases = append(Courier.Variant().Aliases, "courier chess", "courierspiel")
}
