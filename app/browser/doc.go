// Package browser is the page's thin adapters over the browser's own APIs,
// through go-app's app.Window (which has native stubs, so the packages
// that use these compile and test natively): localStorage as a
// game.Storage, and Durable, which keeps a journal of it in IndexedDB so
// that a killed browser loses no save (journal.go decides, purely, which
// copy wins at the start); the clipboard, files saved and read, and the
// keyboard's focus. Each turns what the browser throws or refuses into an
// error or a message, so the page goes on.
package browser
