package browser

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sudoku-app/sudoku/app/i18n"
)

// CopyText puts text on the clipboard and calls done with "" or why not,
// in the page's language (or the browser's words for its refusal).
// It uses the asynchronous Clipboard API where the page may (a secure
// context, or an iframe allowed clipboard-write), else the older
// execCommand("copy") on a hidden text area.
func CopyText(ctx app.Context, text string, done func(app.Context, string)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done(ctx, execCopy(text))
		return
	}
	var ok, fail app.Func
	finish := func(msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			ok.Release()
			fail.Release()
			if msg != "" {
				// Refused (no permission, page not focused): try the old way.
				msg = execCopy(text)
			}
			done(ctx, msg)
		})
	}
	ok = app.FuncOf(func(this app.Value, args []app.Value) any { finish(""); return nil })
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		msg := "refused"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Get("message").String()
		}
		finish(msg)
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, fail)
}

// execCopy copies text through a temporary text area; "" when it worked.
func execCopy(text string) string {
	doc := app.Window().Get("document")
	if !doc.Truthy() {
		return i18n.T("no document")
	}
	ta := doc.Call("createElement", "textarea")
	ta.Set("value", text)
	ta.Call("setAttribute", "readonly", "")
	ta.Get("style").Set("position", "fixed")
	ta.Get("style").Set("opacity", "0")
	doc.Get("body").Call("appendChild", ta)
	ta.Call("select")
	copied := doc.Call("execCommand", "copy").Bool()
	ta.Call("remove")
	if !copied {
		return i18n.T("the browser refused")
	}
	return ""
}
