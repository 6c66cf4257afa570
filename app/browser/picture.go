package browser

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sudoku-app/sudoku/app/i18n"
)

// PictureSide is the longest side, in pixels, of the picture ReadPicture
// hands over: the reader works at about 1,000 pixels a side, so a larger
// picture would only cost its bytes' way to the worker and its decoding
// there.
const PictureSide = 1600

// PictureIn returns the first file in transfer that the browser calls a
// picture (its type image/…): transfer is a paste's clipboardData, a
// drop's dataTransfer, or a file input. ok is false when it holds none;
// hasFile reports whether it holds a file at all (a dropped file that is
// no picture gets a message, not the browser's default of opening it).
func PictureIn(transfer app.Value) (file app.Value, ok, hasFile bool) {
	if !transfer.Truthy() {
		return nil, false, false
	}
	files := transfer.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return nil, false, false
	}
	for i := range files.Length() {
		f := files.Index(i)
		if strings.HasPrefix(f.Get("type").String(), "image/") {
			return f, true, true
		}
	}
	return nil, false, true
}

// ChosenPicture returns the file chosen in the file input that sent e,
// and empties the input so that the same file can be chosen again.
func ChosenPicture(e app.Event) (file app.Value, ok, hasFile bool) {
	input := e.Get("target")
	file, ok, hasFile = PictureIn(input)
	if hasFile {
		input.Set("value", "")
	}
	return file, ok, hasFile
}

// objectURL returns an address at which the page can show blob (a file),
// until ForgetURL; "" where the browser has none.
func objectURL(blob app.Value) string {
	u := app.Window().Get("URL")
	if !u.Truthy() || !u.Get("createObjectURL").Truthy() {
		return ""
	}
	return u.Call("createObjectURL", blob).String()
}

// ForgetURL lets the browser free the picture at url (ReadPicture's).
func ForgetURL(url string) {
	if u := app.Window().Get("URL"); url != "" && u.Truthy() && u.Get("revokeObjectURL").Truthy() {
		u.Call("revokeObjectURL", url)
	}
}

// ReadPicture calls done with the picture in file as the browser shows it
// (turned upright as its camera said), shrunk to at most PictureSide
// pixels a side, as PNG bytes (JPEG for a photograph), and an address at
// which the page shows those bytes (ForgetURL frees it); or with why not,
// a sentence in the page's language. The browser's decoders read it, so any format
// the browser opens (WebP, AVIF, BMP, GIF, and HEIC where the browser
// does) becomes one the worker reads. A browser without
// createImageBitmap hands the file's bytes over as they are. Cost: the
// browser's decoding and encoding, off the page's Go code; tens of
// milliseconds for a phone's photograph.
func ReadPicture(ctx app.Context, file app.Value, done func(ctx app.Context, picture []byte, url, err string)) {
	w := app.Window()
	var funcs []app.Func
	url := ""
	finish := func(b []byte, msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			for _, f := range funcs {
				f.Release()
			}
			if msg != "" {
				ForgetURL(url)
				url = ""
			}
			done(ctx, b, url, msg)
		})
	}
	fn := func(f func(args []app.Value)) app.Func {
		g := app.FuncOf(func(_ app.Value, args []app.Value) any { f(args); return nil })
		funcs = append(funcs, g)
		return g
	}
	cannot := i18n.T("This browser cannot open this file as a picture.")
	unreadable := fn(func([]app.Value) { finish(nil, cannot) })
	bytesOf := fn(func(args []app.Value) {
		buf := w.Get("Uint8Array").New(args[0])
		b := make([]byte, buf.Length())
		app.CopyBytesToGo(b, buf)
		finish(b, "")
	})
	asItIs := func() {
		url = objectURL(file)
		file.Call("arrayBuffer").Call("then", bytesOf, unreadable)
	}
	if !w.Get("createImageBitmap").Truthy() || !w.Get("document").Truthy() {
		asItIs()
		return
	}
	photo := file.Get("type").String() == "image/jpeg"
	gotBlob := fn(func(args []app.Value) {
		if len(args) == 0 || !args[0].Truthy() {
			finish(nil, cannot)
			return
		}
		url = objectURL(args[0])
		args[0].Call("arrayBuffer").Call("then", bytesOf, unreadable)
	})
	drawn := fn(func(args []app.Value) {
		bitmap := args[0]
		bw, bh := bitmap.Get("width").Int(), bitmap.Get("height").Int()
		cw, ch := bw, bh
		if long := max(bw, bh); long > PictureSide {
			cw, ch = max(bw*PictureSide/long, 1), max(bh*PictureSide/long, 1)
		}
		canvas := w.Get("document").Call("createElement", "canvas")
		canvas.Set("width", cw)
		canvas.Set("height", ch)
		g := canvas.Call("getContext", "2d")
		if !g.Truthy() {
			bitmap.Call("close")
			asItIs()
			return
		}
		g.Set("imageSmoothingQuality", "high")
		g.Call("drawImage", bitmap, 0, 0, cw, ch)
		bitmap.Call("close")
		if photo {
			canvas.Call("toBlob", gotBlob, "image/jpeg", 0.92)
		} else {
			canvas.Call("toBlob", gotBlob, "image/png")
		}
	})
	w.Call("createImageBitmap", file).Call("then", drawn, unreadable)
}
