package shell

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/message"
)

// wordsWait is the longest the page waits for its language's words
// before it draws in English: a catalogue is a few kilobytes, and the
// service worker has it offline once it was used.
const wordsWait = 5 * time.Second

// UseLanguage settles the page's language before it draws: the one the
// player chose in the settings (kept in store), or else the best fit of
// the browser's languages. An English page fetches nothing; another
// fetches its catalogue, web/i18n/<tag>.json, and reads in English when
// that fails. The document's lang and dir follow. Call it on the page's
// main goroutine, before the app runs.
func UseLanguage(store game.Storage) {
	tag := browser.Language(game.SavedLanguage(store))
	var words *message.Catalogue
	if tag != message.Fallback {
		var err error
		if words, err = browser.FetchCatalogue("web/i18n/"+tag+".json", tag, wordsWait); err != nil {
			app.Logf("words: %v: the page reads in English", err)
			tag = message.Fallback
		}
	}
	i18n.Use(tag, words)
	browser.MarkLanguage(tag)
}
