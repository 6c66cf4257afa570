package shell

import (
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
)

// pageClock is the page's clock: the library's, which stamps the games it
// saves (game.Library.Now), or the system's.
type pageClock struct{ lib *game.Library }

// now returns the time by the clock.
func (c pageClock) now() time.Time {
	if c.lib.Now == nil {
		return time.Now()
	}
	return c.lib.Now()
}

// today returns the player's local date by the clock.
func (c pageClock) today() daily.Date { return daily.Today(c.now()) }
