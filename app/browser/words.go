package browser

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sudoku-app/sudoku/engine/message"
)

// Language returns the page's language: chosen, when it is a tag the app
// speaks (the player's choice in the settings), or else the best fit of
// the browser's preferred languages (navigator.languages), or English.
func Language(chosen string) string {
	if l, ok := message.Find(chosen); ok {
		return l.Tag
	}
	var preferred []string
	if nav := app.Window().Get("navigator"); nav.Truthy() {
		if langs := nav.Get("languages"); langs.Truthy() {
			for i := range langs.Length() {
				preferred = append(preferred, langs.Index(i).String())
			}
		} else if l := nav.Get("language"); l.Truthy() {
			preferred = append(preferred, l.String())
		}
	}
	return message.Match(preferred)
}

// MarkLanguage sets the document's lang and dir to tag's, for the
// browser's fonts, hyphenation and screen readers, and its layout: right
// to left for Arabic.
func MarkLanguage(tag string) {
	root := app.Window().Get("document").Get("documentElement")
	root.Set("lang", tag)
	root.Set("dir", message.Dir(tag))
}

// FetchText fetches the file at path (relative to the page, such as
// "web/i18n/de.json") and returns its text, waiting at most wait. The
// version (go-app's, which changes with every build) is asked for in the
// query, so no stale copy answers after an update, and the service worker
// keeps what it fetched for offline starts. Call it off the browser's
// event loop (main, before the app runs, or a goroutine): it blocks until
// the answer.
func FetchText(path string, wait time.Duration) (string, error) {
	return fetchText(path+"?v="+app.Getenv("GOAPP_VERSION"), wait)
}

// fetchText fetches url and returns its body as text, or why not.
func fetchText(url string, wait time.Duration) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("fetch threw: %v", r)
		}
	}()
	type answer struct {
		text string
		err  error
	}
	answers := make(chan answer, 1)
	send := func(a answer) {
		select {
		case answers <- a:
		default:
		}
	}
	failed := app.FuncOf(func(_ app.Value, args []app.Value) any {
		reason := "no reason given"
		if len(args) > 0 && args[0].Truthy() {
			reason = args[0].Call("toString").String()
		}
		send(answer{err: fmt.Errorf("fetch failed: %s", reason)})
		return nil
	})
	gotText := app.FuncOf(func(_ app.Value, args []app.Value) any {
		send(answer{text: args[0].String()})
		return nil
	})
	gotResponse := app.FuncOf(func(_ app.Value, args []app.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			send(answer{err: fmt.Errorf("HTTP status %d", resp.Get("status").Int())})
			return nil
		}
		resp.Call("text").Call("then", gotText, failed)
		return nil
	})
	app.Window().Call("fetch", url).Call("then", gotResponse, failed)
	select {
	case a := <-answers:
		// Released once answered: a late answer after the wait would call
		// a released function, so those few stay.
		failed.Release()
		gotText.Release()
		gotResponse.Release()
		return a.text, a.err
	case <-time.After(wait):
		return "", fmt.Errorf("no answer in %v", wait)
	}
}
