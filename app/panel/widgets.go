package panel

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
)

// PlayerError says what went wrong reading a puzzle or a link, in a
// player's words.
func PlayerError(err error) string {
	var serr *share.Error
	if errors.As(err, &serr) {
		return i18n.T("This link is damaged, or from a newer version of the app: {{.Reason}}.", i18n.Str("Reason", strings.TrimSuffix(serr.Msg, ".")))
	}
	return words.Error(err)
}

// When renders f only if cond holds: app.If evaluates its content even
// when the condition is false, which fails for content that needs a game.
func When(cond bool, f func() app.UI) app.UI {
	if cond {
		return f()
	}
	return nil
}

// Button draws a button of the page's style that calls h when clicked.
func Button(id, text string, disabled bool, h app.EventHandler) app.UI {
	return app.Button().Class("btn").ID(id).Disabled(disabled).Text(text).OnClick(h)
}

// SteadyButton draws a button of the page's style, as Button does, that
// may become unavailable while it has the keyboard: a job it started runs
// (Hint, Solve), or it did the last of what it does (Undo with nothing
// left to undo). Unavailable, it is said so (aria-disabled) and drawn as
// disabled, but stays focusable: the browser drops the focus of a button
// that becomes disabled on the page's body, where a player without a
// mouse is left nowhere and the next Enter does nothing. h must do
// nothing while it is unavailable; disabled takes the button out of
// reach as Button's does (a game paused).
func SteadyButton(id, text string, disabled, unavailable bool, h app.EventHandler) app.UI {
	b := app.Button().Class("btn").ID(id).Disabled(disabled).Text(text).OnClick(h)
	if unavailable && !disabled {
		b = b.Aria("disabled", "true")
	}
	return b
}

// Option draws one entry of a list to choose from.
func Option(value, text string, selected bool) app.UI {
	return app.Option().Value(value).Selected(selected).Text(text)
}

// Choice is one entry of a list to choose from: the value the engine
// reads, and what the player reads.
type Choice struct{ Value, Label string }

// Select draws a labelled list; set takes the value chosen. The
// value "" matches the first choice when no choice has it.
func Select(id, label string, disabled bool, choices []Choice, value string, set func(string)) app.UI {
	known := false
	for _, c := range choices {
		known = known || c.Value == value
	}
	return app.Label().Body(app.Text(label), app.Select().ID(id).Disabled(disabled).
		OnChange(func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("value").String()) }).
		Body(app.Range(choices).Slice(func(i int) app.UI {
			c := choices[i]
			return Option(c.Value, c.Label, c.Value == value || (!known && i == 0))
		})))
}
