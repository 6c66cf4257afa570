package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
)

// saver keeps the open game saved in the library. A save writes the whole
// record, mostly the history (up to game.MaxHistory moves), and its backup,
// so an edit is saved once the browser has painted it (soon), never before
// its paint: the edits of one frame share a save. What waits is saved at
// once when the page is hidden or left and before another game opens
// (flush). A failed save is reported (notice), and play goes on. A game
// is saved from its first move on (game.Game.Started): a puzzle opened
// and left as it came is no game, and leaves nothing in the library.
type saver struct {
	lib        *game.Library
	afterPaint func(app.Context, func(app.Context)) // see pageEnv
	waiting    *game.Game                           // a game with an edit waiting to be saved
	unsaved    *game.Game                           // a practice board (drill), never saved
	scheduled  bool                                 // waiting is saved after the next paint
	err        error                                // why the last save failed, or nil
	// noticed draws the page again when a save after a paint changes the
	// notice; nil draws nothing.
	noticed func()
}

// now saves g at once, with whatever waits.
func (s *saver) now(g *game.Game) {
	s.flush()
	s.save(g)
}

// save saves g, unless it is untouched.
func (s *saver) save(g *game.Game) {
	if g.Started() && g != s.unsaved {
		s.err = s.lib.Save(g)
	}
}

// soon saves g once the page's changes are painted.
func (s *saver) soon(ctx app.Context, g *game.Game) {
	s.later(g)
	if s.scheduled {
		return // a save is on its way
	}
	s.scheduled = true
	s.afterPaint(ctx, func(ctx app.Context) {
		s.scheduled = false
		was := s.notice()
		s.flush()
		if s.notice() != was && s.noticed != nil {
			s.noticed()
		}
	})
}

// later keeps g to be saved with the next save soon asks for, or when the
// page is hidden or left, or another game opens (flush): for a change
// that is not worth a save of its own, such as a second more on the clock.
func (s *saver) later(g *game.Game) {
	if g == s.unsaved {
		return // a practice board: never saved, nor kept waiting
	}
	if s.waiting != g {
		s.flush()
		s.waiting = g
	}
}

// flush saves the game waiting to be saved, if any.
func (s *saver) flush() {
	if g := s.waiting; g != nil {
		s.waiting = nil
		s.save(g)
	}
}

// notice tells the player when games are not being saved.
func (s *saver) notice() string {
	if s.err == nil {
		return ""
	}
	return i18n.T("Not saved: this browser is not letting the app store games ({{.Error}}). You can keep playing.", i18n.Str("Error", s.err.Error()))
}
