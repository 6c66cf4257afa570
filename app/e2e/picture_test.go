//go:build !js

package e2e

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"
)

// A player takes a screenshot of a game in the app (a puzzle with one of
// their entries), starts another, and pastes the screenshot into Paste
// with the real keyboard (Ctrl+V): the panel reads the puzzle and the
// entry from it and draws the read over the picture; the player taps a
// blank cell on the picture and types a digit, which the read takes, and
// Backspace takes it out again; Play opens the puzzle read, the entry
// with it. A file that is no picture, dropped, is said to be none. At a
// desktop's size and a phone's.
func TestPasteAPicture(t *testing.T) {
	sol := solutionOf(t, hardPuzzle)
	givens := 81 - strings.Count(hardPuzzle, ".")
	// The player's entry: the solution's digit in the first blank cell.
	entryCell := strings.IndexByte(hardPuzzle, '.')
	entry := string(sol[entryCell])
	for _, size := range screens {
		t.Run(size.name, func(t *testing.T) {
			url, _ := startServer(t)
			ctx := newBrowser(t)
			shotOnFailure(t, ctx)
			do(t, ctx, grantClipboard(url), chromedp.EmulateViewport(size.width, size.height), chromedp.Navigate(url+"/#"+hardPuzzle))
			waitBoard(t, ctx)
			do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(entryCell)+`"]`), key(entry))
			expectCell(t, ctx, entryCell, entry+"||")
			do(t, ctx, key(kb.Escape))
			shot := run(t, ctx, chromedp.CaptureScreenshot())

			// Another game, then the screenshot on the clipboard.
			do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
			waitBoard(t, ctx)
			run(t, ctx, chromedp.Evaluate[bool](`(async () => {
				const bytes = Uint8Array.from(atob('`+base64.StdEncoding.EncodeToString(shot)+`'), c => c.charCodeAt(0));
				await navigator.clipboard.write([new ClipboardItem({'image/png': new Blob([bytes], {type: 'image/png'})})]);
				return true;
			})()`, chromedp.EvalAwaitPromise))

			clickTop(t, ctx, "paste")
			do(t, ctx, chromedp.WaitVisible("#paste-text"), chromedp.Click("#paste-text"), key("v", chromedp.ModifierCtrl))
			read := waitText(t, ctx, "#paste-result", "Read as a picture")
			if !strings.Contains(read, fmt.Sprintf("a 9×9 puzzle with %d givens", givens)) {
				t.Errorf("the panel says %q", read)
			}
			if text := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#paste-text').value`)); text != hardPuzzle {
				t.Errorf("the text box holds %q, want %q", text, hardPuzzle)
			}
			// The read over the picture: a badge a digit, the entry's apart.
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#scan-view .scan-given').length`)); n != givens {
				t.Errorf("%d givens drawn over the picture, want %d", n, givens)
			}
			if c := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#scan-view .scan-entry')].map(e => e.dataset.cell).join()`)); c != strconv.Itoa(entryCell) {
				t.Errorf("entries drawn at cells %q, want %d", c, entryCell)
			}
			checkFits(t, ctx, int(size.width))
			screenshot(t, ctx, "picture-read-"+size.name)

			// A tap on a blank cell of the picture and a digit: the read takes
			// it as a given; Backspace makes it blank again.
			blank := strings.IndexByte(hardPuzzle[entryCell+1:], '.') + entryCell + 1
			x, y := centreOf(t, ctx, `#scan-view polygon[data-cell="`+strconv.Itoa(blank)+`"]`)
			do(t, ctx, chromedp.MouseClickXY(x, y), key(string(sol[blank])))
			waitText(t, ctx, "#paste-result", fmt.Sprintf("with %d givens", givens+1))
			screenshot(t, ctx, "picture-fixed-"+size.name)
			do(t, ctx, key(kb.Backspace))
			waitText(t, ctx, "#paste-result", fmt.Sprintf("with %d givens", givens))

			do(t, ctx, chromedp.Click("#paste-play"))
			waitBoard(t, ctx)
			if got := run(t, ctx, chromedp.Evaluate[string](givensOnBoard)); got != hardPuzzle {
				t.Errorf("playing the picture shows the givens %s, want %s", got, hardPuzzle)
			}
			expectCell(t, ctx, entryCell, entry+"||")
		})
	}
}

// A photo of a screen, chosen with Open a picture: the app's screenshot,
// in its light and its dark colours, turned 6 degrees, shrunk and saved
// as a poor JPEG, as a phone's photo of another screen would be, reads as
// the puzzle it shows.
func TestOpenAPhoto(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	for _, scheme := range []string{"light", "dark"} {
		do(t, ctx, motion(false, scheme), chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url+"/#"+hardPuzzle))
		waitBoard(t, ctx)
		shot, err := png.Decode(bytes.NewReader(run(t, ctx, chromedp.CaptureScreenshot())))
		if err != nil {
			t.Fatal(err)
		}
		dir := os.Getenv("SCREENSHOTS") // keeps the photo beside the screenshots
		if dir == "" {
			dir = t.TempDir()
		}
		photo := filepath.Join(dir, "picture-photo-"+scheme+"-input.jpg")
		if err := os.WriteFile(photo, turnedJPEG(t, shot, 6, 0.7), 0o644); err != nil {
			t.Fatal(err)
		}
		// A new page (a fragment's change alone keeps the panel's read).
		do(t, ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		clickTop(t, ctx, "paste")
		do(t, ctx, chromedp.WaitVisible("#paste-text"), chromedp.SetUploadFiles("#paste-file", []string{photo}))
		waitText(t, ctx, "#paste-result", "Read as a picture")
		if text := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#paste-text').value`)); text != hardPuzzle {
			t.Errorf("%s: the photo reads as %q, want %q", scheme, text, hardPuzzle)
		}
		screenshot(t, ctx, "picture-photo-"+scheme)
	}
}

// turnedJPEG returns img turned by degrees about its centre onto white,
// scaled by scale, as a JPEG of quality 50.
func turnedJPEG(t *testing.T, img image.Image, degrees, scale float64) []byte {
	b := img.Bounds()
	w, h := int(float64(b.Dx())*scale), int(float64(b.Dy())*scale)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	xdraw.Draw(out, out.Bounds(), image.White, image.Point{}, xdraw.Src)
	sin, cos := math.Sincos(degrees * math.Pi / 180)
	// From the source's pixels to the picture's: scale about the origin,
	// then turn about the picture's centre.
	cx, cy := float64(w)/2, float64(h)/2
	m := f64.Aff3{
		scale * cos, -scale * sin, cx - cos*cx + sin*cy,
		scale * sin, scale * cos, cy - sin*cx - cos*cy,
	}
	xdraw.BiLinear.Transform(out, m, img, b, xdraw.Over, nil)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, out, &jpeg.Options{Quality: 50}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// A picture with a smudge in a blank cell, a third of a digit's height:
// the reader is unsure of that cell, Paste marks it, picks it and gives
// it the keyboard, so the player's next key, 0 for a blank, fixes it.
func TestPictureUnsureCell(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url+"/#"+hardPuzzle))
	waitBoard(t, ctx)
	blank := strings.IndexByte(hardPuzzle, '.')
	box := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.left, r.top, r.width, r.height])(document.querySelector('[data-cell="`+strconv.Itoa(blank)+`"]').getBoundingClientRect())`))
	shot, err := png.Decode(bytes.NewReader(run(t, ctx, chromedp.CaptureScreenshot())))
	if err != nil {
		t.Fatal(err)
	}
	smudged := image.NewRGBA(shot.Bounds())
	xdraw.Draw(smudged, smudged.Bounds(), shot, image.Point{}, xdraw.Src)
	x, y, w, h := int(box[0]), int(box[1]), int(box[2]), int(box[3])
	xdraw.Draw(smudged, image.Rect(x+w*9/20, y+h/3, x+w*11/20, y+h/3+h/3), image.Black, image.Point{}, xdraw.Src)
	var b bytes.Buffer
	if err := png.Encode(&b, smudged); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "smudged.png")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}

	do(t, ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	clickTop(t, ctx, "paste")
	do(t, ctx, chromedp.WaitVisible("#paste-text"), chromedp.SetUploadFiles("#paste-file", []string{file}))
	waitText(t, ctx, "#scan-help", "1 cell is marked as unsure")
	if c := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#scan-view .scan-unsure')].map(e => e.dataset.cell).join()`)); c != strconv.Itoa(blank) {
		t.Errorf("unsure cells %q, want %d", c, blank)
	}
	run(t, ctx, chromedp.Poll[bool](`document.activeElement && document.activeElement.id === 'scan-view'`))
	screenshot(t, ctx, "picture-unsure")
	do(t, ctx, key("0"))
	waitText(t, ctx, "#scan-help", "Check the digits read against the picture")
	if text := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#paste-text').value`)); text != hardPuzzle {
		t.Errorf("after the fix the text is %q, want %q", text, hardPuzzle)
	}
}

// Files dropped on the panel with the mouse (the browser's own drag, as
// from a file manager): a text file is said to be no picture, a picture
// with no grid gets a plain message, and neither is opened by the browser
// in the page's place.
func TestDropAFileOnPaste(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "puzzle.txt")
	blank := filepath.Join(dir, "blank.png")
	var b bytes.Buffer
	m := image.NewGray(image.Rect(0, 0, 300, 200))
	for i := range m.Pix {
		m.Pix[i] = 255
	}
	if err := png.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(blank, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(text, []byte(easyPuzzle), 0o644); err != nil {
		t.Fatal(err)
	}
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	clickTop(t, ctx, "paste")
	do(t, ctx, chromedp.WaitVisible("#paste-text"))
	for _, tc := range []struct{ name, file, want string }{
		{"a text file", text, "This file is not a picture"},
		{"a picture without a grid", blank, "No Sudoku grid"},
	} {
		x, y := centreOf(t, ctx, "#paste-panel h2")
		do(t, ctx, dragFile(tc.file, x, y))
		if got := waitText(t, ctx, "#scan-error", tc.want); got == "" {
			t.Errorf("%s: no message", tc.name)
		}
		// The picture without a grid is shown under the message.
		if tc.file == blank {
			run(t, ctx, chromedp.Poll[bool](`(i => !!i && i.complete && i.naturalWidth > 0)(document.querySelector('#scan-unread'))`))
		}
		if got := run(t, ctx, chromedp.Evaluate[string](`location.pathname + location.hash`)); got != "/#"+easyPuzzle {
			t.Errorf("%s: the page went to %s", tc.name, got)
		}
	}
}

// dragFile drags the file at path from outside the page and drops it at
// (x, y), as the browser does a file dragged from a file manager.
func dragFile(path string, x, y float64) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		data := &input.DragData{Items: []*input.DragDataItem{}, Files: []string{path}, DragOperationsMask: 1}
		for _, typ := range []input.DispatchDragEventType{input.DispatchDragEventTypeDragEnter, input.DispatchDragEventTypeDragOver, input.DispatchDragEventTypeDrop} {
			if _, err := cdp.Call(ctx, tg, input.DispatchDragEvent, input.DispatchDragEventParams{Type: typ, X: x, Y: y, Data: data}); err != nil {
				return chromedp.Void{}, err
			}
		}
		return chromedp.Void{}, nil
	}
}

// centreOf returns the centre of the element sel on the page, in CSS
// pixels, for a real click.
func centreOf(t testing.TB, ctx context.Context, sel string) (x, y float64) {
	t.Helper()
	xy := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.left + r.width / 2, r.top + r.height / 2])(document.querySelector('`+sel+`').getBoundingClientRect())`))
	if len(xy) != 2 {
		t.Fatalf("no element %s", sel)
	}
	return xy[0], xy[1]
}

// givensOnBoard is the board's givens as a line, '.' for every other cell.
const givensOnBoard = `[...document.querySelectorAll('.board .cell')].map(c => c.classList.contains('given') ? c.querySelector('.digit').textContent : '.').join('')`
