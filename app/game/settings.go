package game

import "errors"

// MistakeCheck is how the board points out mistakes.
type MistakeCheck uint8

// The mistake checks; Off is the default, as players of the best apps ask.
const (
	CheckOff       MistakeCheck = iota // show nothing
	CheckConflicts                     // digits that repeat in a house
	CheckSolution                      // entries that differ from the solution
)

// Theme picks light or dark colours.
type Theme uint8

// The themes; ThemeSystem follows the operating system.
const (
	ThemeSystem Theme = iota
	ThemeLight
	ThemeDark
)

// Settings are the player's choices. They travel with the game record.
type Settings struct {
	AutoRemoveNotes bool         // placing a digit removes it from its peers' notes
	Mistakes        MistakeCheck // how mistakes are shown
	HideTimer       bool         // keep the clock out of sight (it still runs)
	Theme           Theme
	// MistakeLimit counts each digit placed against the solution, and
	// ends the game as lost at the MaxStrikes-th (Game.Strike); off by
	// default.
	MistakeLimit bool
}

// check reports settings no control could have made.
func (s Settings) check() error {
	if s.Mistakes > CheckSolution || s.Theme > ThemeDark {
		return errors.New("game: settings out of range")
	}
	return nil
}

// DefaultSettings are the settings of a new player.
func DefaultSettings() Settings { return Settings{AutoRemoveNotes: true} }
