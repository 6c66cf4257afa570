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

// Words are the page's language and its two catalogues' text to come,
// the page's (web/i18n/<tag>.json) and the engine's
// (web/i18n/engine/<tag>.json), fetched side by side.
type Words struct {
	Tag          string
	Page, Engine Text
}

// Text is a fetched file's text to come (a JavaScript promise of it).
type Text struct{ promise app.Value }

// StartWords returns the page's language and its catalogues' fetches:
// those the loader started as the page loaded (goapp.StartWords, which
// picks by Language's rules) when it did, or else Language(chosen)'s,
// fetched now. The fallback language's Texts are empty: it fetches
// nothing. The version (go-app's, which changes with every build) is in
// each file's query, so no stale copy answers after an update, and the
// service worker keeps what it fetched for offline starts.
func StartWords(chosen string) Words {
	if started := app.Window().Get("sudokuWords"); started.Truthy() && started.Get("tag").Truthy() {
		return Words{
			Tag:    started.Get("tag").String(),
			Page:   Text{started.Get("page")},
			Engine: Text{started.Get("engine")},
		}
	}
	w := Words{Tag: Language(chosen)}
	if w.Tag != message.Fallback {
		w.Page = fetchText("web/i18n/" + w.Tag + ".json?v=" + app.Getenv("GOAPP_VERSION"))
		w.Engine = fetchText("web/i18n/engine/" + w.Tag + ".json?v=" + app.Getenv("GOAPP_VERSION"))
	}
	return w
}

// fetchText starts fetching url's text.
func fetchText(url string) (t Text) {
	defer func() {
		if r := recover(); r != nil {
			t = Text{app.Window().Get("Promise").Call("reject", fmt.Sprintf("fetch threw: %v", r))}
		}
	}()
	var gotResponse app.Func
	gotResponse = app.FuncOf(func(_ app.Value, args []app.Value) any {
		gotResponse.Release()
		resp := args[0]
		if !resp.Get("ok").Bool() {
			return app.Window().Get("Promise").Call("reject", fmt.Sprintf("HTTP status %d", resp.Get("status").Int()))
		}
		return resp.Call("text")
	})
	return Text{app.Window().Call("fetch", url).Call("then", gotResponse)}
}

// Wait returns the text, or why there is none, waiting at most wait.
// Call it off the browser's event loop (main, before the app runs, or a
// goroutine): it blocks until the answer.
func (t Text) Wait(wait time.Duration) (text string, err error) {
	if !t.promise.Truthy() {
		return "", fmt.Errorf("nothing was fetched")
	}
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
	t.promise.Call("then", gotText, failed)
	select {
	case a := <-answers:
		// Released once answered: a late answer after the wait would call
		// a released function, so those stay.
		failed.Release()
		gotText.Release()
		return a.text, a.err
	case <-time.After(wait):
		return "", fmt.Errorf("no answer in %v", wait)
	}
}
