package shell

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// spoken is what the page tells a screen reader: the text of a polite
// aria-live region, which a screen reader reads when it changes.
type spoken struct {
	text string // the last thing said
	n    int    // how many things were said
}

// say tells a screen reader text, even the same text as the last time
// (a second Undo, the same digit typed in another cell of the same
// name): the region's text changes on each, by a no-break space at its
// end every other time, which a screen reader does not read, where the
// same text again would change nothing and be silent.
func (l *spoken) say(text string) { l.text, l.n = text, l.n+1 }

func (l spoken) render() app.UI {
	text := l.text
	if l.n%2 == 1 {
		text += "\u00a0"
	}
	return app.Div().Class("sr-only").Attr("aria-live", "polite").Text(text)
}
