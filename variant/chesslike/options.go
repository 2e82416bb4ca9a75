package chesslike

import "github.com/ludus-chess/ludus/variant"

// chainValidation adds the game's own check of option combinations
// (Game.ValidateOptions) to the registry entry's, and checks the default
// options with it.
func (r *Rules) chainValidation() error {
	check := r.game.ValidateOptions
	if check == nil {
		return nil
	}
	v := r.variant
	kernel := v.ValidateOptions
	v.ValidateOptions = func(o variant.Options) error {
		if kernel != nil {
			if err := kernel(o); err != nil {
				return err
			}
		}
		return check(o)
	}
	if _, err := v.ParseOptions(""); err != nil {
		return gameErr("%s: default options: %v", r.game.Name, err)
	}
	return nil
}
