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
// fetches its catalogues, the page's (web/i18n/<tag>.json) and the
// engine's (web/i18n/engine/<tag>.json: technique names, and the words
// the worker writes hints in), side by side, and reads in English when
// the page's fails. The document's lang and dir follow. Call it on the
// page's main goroutine, before the app runs.
func UseLanguage(store game.Storage) {
	tag := browser.Language(game.SavedLanguage(store))
	if tag == message.Fallback {
		browser.MarkLanguage(tag)
		return
	}
	type fetched struct {
		text string
		err  error
	}
	engine := make(chan fetched, 1)
	go func() {
		text, err := browser.FetchText("web/i18n/engine/"+tag+".json", wordsWait)
		engine <- fetched{text, err}
	}()
	page, err := browser.FetchText("web/i18n/"+tag+".json", wordsWait)
	var words *message.Catalogue
	if err == nil {
		words, err = message.Parse([]byte(page), message.Plural(tag))
	}
	if err != nil {
		app.Logf("words: web/i18n/%s.json: %v: the page reads in English", tag, err)
		browser.MarkLanguage(message.Fallback)
		return
	}
	i18n.Use(tag, words)
	browser.MarkLanguage(tag)
	e := <-engine
	if e.err == nil {
		e.err = i18n.UseEngine(e.text)
	}
	if e.err != nil {
		app.Logf("words: web/i18n/engine/%s.json: %v: hints read in English", tag, e.err)
	}
}
