package browser

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sudoku-app/sudoku/app/i18n"
)

// Download offers text to the player as a file called name, as the
// browser saves downloads; it reports why not (in the page's language),
// "" when it could.
func Download(name, mime, text string) string {
	w := app.Window()
	doc := w.Get("document")
	if !doc.Truthy() || !w.Get("Blob").Truthy() {
		return i18n.T("this browser cannot save files from a page")
	}
	blob := w.Get("Blob").New([]any{text}, map[string]any{"type": mime})
	url := w.Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The download has its copy once the click's task ends.
	var revoke app.Func
	revoke = app.FuncOf(func(app.Value, []app.Value) any {
		w.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	w.Call("setTimeout", revoke, 1000)
	return ""
}

// ReadChosenFile reads the file chosen in the file input that sent event
// e as text, and calls done with it, or with why not (in the page's
// language).
func ReadChosenFile(ctx app.Context, e app.Event, done func(ctx app.Context, text string, err string)) {
	files := e.Get("target").Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return // nothing chosen
	}
	file := files.Index(0)
	e.Get("target").Set("value", "") // the same file can be chosen again
	var ok, fail app.Func
	finish := func(text, msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			ok.Release()
			fail.Release()
			done(ctx, text, msg)
		})
	}
	ok = app.FuncOf(func(this app.Value, args []app.Value) any { finish(args[0].String(), ""); return nil })
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		finish("", i18n.T("the file could not be read"))
		return nil
	})
	file.Call("text").Call("then", ok, fail)
}
