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
// the page's fails: the loader has started both as the page loaded, beside
// app.wasm, when the site's server gave it (browser.StartWords). The
// document's lang and dir follow. Call it on the
// page's main goroutine, before the app runs.
func UseLanguage(store game.Storage) {
	words := browser.StartWords(game.SavedLanguage(store))
	tag := words.Tag
	if tag == message.Fallback {
		browser.MarkLanguage(tag)
		return
	}
	page, err := words.Page.Wait(wordsWait)
	var catalogue *message.Catalogue
	if err == nil {
		catalogue, err = message.Parse([]byte(page), message.Plural(tag))
	}
	if err != nil {
		app.Logf("words: web/i18n/%s.json: %v: the page reads in English", tag, err)
		browser.MarkLanguage(message.Fallback)
		return
	}
	i18n.Use(tag, catalogue)
	browser.MarkLanguage(tag)
	engine, err := words.Engine.Wait(wordsWait)
	if err == nil {
		err = i18n.UseEngine(engine)
	}
	if err != nil {
		app.Logf("words: web/i18n/engine/%s.json: %v: hints read in English", tag, err)
	}
}
