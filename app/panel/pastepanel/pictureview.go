package pastepanel

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// takePicture reads the puzzle in file, a picture the player pasted,
// dropped, chose or photographed: the browser opens it
// (browser.ReadPicture), the worker reads the grid in it (protocol.Scan),
// and the panel shows the read over the picture, as if its line had been
// pasted. isPicture false is a file that is no picture: the panel says
// so. The text and any picture before are dropped.
func (ps *Panel) takePicture(ctx app.Context, file app.Value, isPicture bool) {
	ps.read(ctx, "")
	pic := &picture{reading: isPicture, picked: -1}
	ps.pic = pic
	if !isPicture {
		pic.err = i18n.T("This file is not a picture. Paste, drop or choose a screenshot or a photo of a Sudoku.")
		return
	}
	browser.ReadPicture(ctx, file, func(ctx app.Context, image []byte, url, err string) {
		if ps.pic != pic {
			browser.ForgetURL(url) // another picture, or text, came since
			return
		}
		pic.url = url
		if err != "" {
			pic.reading, pic.err = false, err
			return
		}
		ps.scanPicture(ctx, pic, image)
	})
}

// scanPicture has the worker read the grid in image, the bytes of pic:
// the panel then shows the read, unless another picture or text came
// since.
func (ps *Panel) scanPicture(ctx app.Context, pic *picture, image []byte) {
	panel.Post(ctx, ps.jobs, ps, protocol.Scan{Image: image}, nil, func(ctx app.Context, r protocol.ScanReply, err error) {
		if ps.pic != pic {
			return
		}
		pic.reading = false
		if err == nil {
			err = pic.fill(r)
		}
		if err != nil {
			pic.err = panel.PlayerError(err)
			return
		}
		ps.showPicture()
		if pic.picked >= 0 {
			// An unsure cell is picked: the keys go to the picture, where a
			// digit fixes it, not to the text, where it would drop the read.
			goapp.AfterRender(ctx, ps, func(app.Context) { browser.Focus("#scan-view") })
		}
	})
}

// showPicture says what the picture's read holds, as took does for text:
// the puzzle, ready to play, solve or explain, or why not (no digit read,
// digits that clash), the picture kept for the player's fixes. The text
// box shows the givens' line.
func (ps *Panel) showPicture() {
	pic := ps.pic
	ps.pasted = pasted{text: pic.givens.String()}
	all := pic.all()
	switch conflict := all.FirstConflict(); {
	case pic.givens.Filled() == 0:
		ps.err = i18n.T("No digits were read in the grid of this picture.")
	case conflict != nil:
		ps.err = i18n.T("{{.Conflict}} Tap a marked cell and type its digit, or 0 for a blank.", i18n.Str("Conflict", words.Error(conflict)))
	default:
		ps.took(pic.link(), share.Format{Picture: true}, nil)
	}
}

// fixPicture sets digit d (0 for a blank) in the cell picked on the
// picture, then picks the next unsure cell, if any is left.
func (ps *Panel) fixPicture(d sudoku.Digit) {
	pic := ps.pic
	if pic == nil || !pic.read || pic.picked < 0 {
		return
	}
	pic.set(pic.picked, d)
	for i := 1; i < 81; i++ {
		if c := (pic.picked + i) % 81; pic.unsure[c] {
			pic.picked = c
			break
		}
	}
	ps.showPicture()
}

// pictureKey fixes the picture's read from the keyboard: a digit (0,
// Backspace, Delete or '.' for a blank) into the cell picked, the arrows
// to pick another, Escape to pick none.
func (ps *Panel) pictureKey(ctx app.Context, e app.Event) {
	pic := ps.pic
	if pic == nil || !pic.read || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	switch key := e.Get("key").String(); key {
	case "1", "2", "3", "4", "5", "6", "7", "8", "9":
		ps.fixPicture(sudoku.Digit(key[0] - '0'))
	case "0", ".", "Backspace", "Delete":
		ps.fixPicture(0)
	case "ArrowUp":
		pic.move(-1, 0)
	case "ArrowDown":
		pic.move(1, 0)
	case "ArrowLeft":
		pic.move(0, -1)
	case "ArrowRight":
		pic.move(0, 1)
	case "Escape":
		if pic.picked < 0 {
			return // the sheet's own Escape closes it
		}
		pic.picked = -1
	default:
		return
	}
	e.PreventDefault()
}

// renderPictureInput offers a picture: a file to open, and on a phone
// (a coarse pointer, app.css) the camera; and says that one may be pasted
// or dropped.
func (ps *Panel) renderPictureInput() app.UI {
	input := func(id string) app.HTMLInput {
		return app.Input().Type("file").ID(id).Class("sr-only").Accept("image/*").
			OnChange(func(ctx app.Context, e app.Event) {
				if file, ok, hasFile := browser.ChosenPicture(e); hasFile {
					ps.takePicture(ctx, file, ok)
				}
			})
	}
	return app.Div().Class("form-row", "paste-picture-input").Body(
		app.Label().Class("btn").For("paste-file").Body(input("paste-file"), app.Text(i18n.T("Open a picture"))),
		app.Label().Class("btn", "paste-camera").For("paste-camera").Body(input("paste-camera").Attr("capture", "environment"), app.Text(i18n.T("Take a photo"))),
		app.Span().Class("muted").Text(i18n.T("or paste or drop a screenshot or photo of a Sudoku here.")),
	)
}

// renderPicture shows the picture and its read over it: each digit read
// in a badge, unsure cells and clashing ones marked. A tap picks a cell;
// a digit typed, or one of the pad's, fixes it.
func (ps *Panel) renderPicture() app.UI {
	pic := ps.pic
	if pic.reading {
		return app.P().Class("muted").ID("scan-reading").Text(i18n.T("Reading the picture…"))
	}
	if !pic.read {
		// The picture is shown under why it gave no grid: the player sees
		// what was taken (a wrong file, a grid cut off).
		return app.Div().Class("scan").Body(
			app.P().Class("error").ID("scan-error").Text(pic.err),
			app.If(pic.url != "", app.Img().Class("scan-unread").ID("scan-unread").Src(pic.url).Alt(i18n.T("The picture given"))),
		)
	}
	var svg strings.Builder
	pic.overlay(&svg)
	unsure := 0
	for _, u := range pic.unsure {
		if u {
			unsure++
		}
	}
	help := i18n.T("Check the digits read against the picture: tap a cell and type its digit to fix it, or 0 for a blank.")
	if unsure > 0 {
		help = i18n.N(unsure, "{{.Count}} cell is marked as unsure: tap it and type its digit, or 0 for a blank.",
			"{{.Count}} cells are marked as unsure: tap one and type its digit, or 0 for a blank.")
	}
	pad := make([]app.UI, 0, 10)
	for d := 1; d <= 9; d++ {
		pad = append(pad, app.Button().Class("btn", "scan-digit").ID("scan-digit-"+strconv.Itoa(d)).Disabled(pic.picked < 0).Text(d).
			OnClick(func(ctx app.Context, e app.Event) { ps.fixPicture(sudoku.Digit(d)) }))
	}
	pad = append(pad, app.Button().Class("btn", "scan-digit").ID("scan-blank").Disabled(pic.picked < 0).
		Aria("label", i18n.T("Blank")).Text("×").
		OnClick(func(ctx app.Context, e app.Event) { ps.fixPicture(0) }))
	return app.Div().Class("scan").Body(
		app.Div().Class("scan-view").ID("scan-view").TabIndex(0).Attr("role", "group").
			Aria("label", i18n.T("The grid read from the picture: pick a cell and type its digit")).
			OnClick(func(ctx app.Context, e app.Event) {
				if cell := e.Get("target").Call("closest", "[data-cell]"); cell.Truthy() {
					if c, err := strconv.Atoi(cell.Call("getAttribute", "data-cell").String()); err == nil && c >= 0 && c < 81 {
						pic.picked = c
					}
				}
			}).
			OnKeyDown(ps.pictureKey).Body(app.Raw(svg.String())),
		app.P().Class("muted").ID("scan-help").Text(help),
		app.Div().Class("scan-pad").Body(pad...),
	)
}

// typesOf returns the types a drag carries ("Files", "text/plain", …).
func typesOf(dt app.Value) []string {
	types := dt.Get("types")
	if !types.Truthy() {
		return nil
	}
	out := make([]string, types.Length())
	for i := range out {
		out[i] = types.Index(i).String()
	}
	return out
}
