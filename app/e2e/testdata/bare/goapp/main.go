//go:build js && wasm

// Command goapp is a bare page for BenchmarkDaily (bare-goapp): the least a
// go-app page can do to show a board, one component drawing 81 cells, built
// and served as the app is. What a cold load of the app takes beyond this
// one's is the app's own.
package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

type board struct{ app.Compo }

func (*board) Render() app.UI {
	return app.Main().Body(
		app.Div().Class("board").Body(
			app.Range(make([]struct{}, 81)).Slice(func(i int) app.UI {
				return app.Div().Class("cell").Text(strconv.Itoa(i%9 + 1))
			}),
		),
	)
}

func main() {
	app.RouteFunc("/", func() app.Composer { return &board{} })
	app.RunWhenOnBrowser()
}
