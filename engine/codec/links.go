package codec

import (
	"net/url"
	"strings"

	"github.com/sudoku-app/sudoku/engine/codec/unread"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// linkHosts are the sites whose links ParseClassic reads without a scheme.
var linkHosts = []string{"www.", "sudokuwiki.org", "sudokuexchange.com", "f-puzzles.com",
	"sudokupad.app", "app.crackingthecryptic.com"}

// sudokuPadPrefixes are the SudokuPad puzzle-ID prefixes read here, longest
// first; fpuz and fpuzzles carry f-puzzles JSON, scl and ctc SudokuPad JSON.
var sudokuPadPrefixes = []string{"fpuzzles", "fpuz", "scl", "ctc"}

// isLink reports whether s looks like a link, a bare query value or a bare
// SudokuPad puzzle ID.
func isLink(s string) bool {
	l := strings.ToLower(s)
	if strings.Contains(l, "://") || strings.HasPrefix(l, "?") {
		return true
	}
	for _, p := range linkHosts {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	for _, p := range []string{"bd=", "s=", "load=", "puzzleid="} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	for _, p := range sudokuPadPrefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// parseLink reads a link (or bare query value or puzzle ID) starting at
// offset start of the input; see ParseClassic.
func (in *input) parseLink(start int, link string) (sudoku.Puzzle, error) {
	rest := link
	if i := strings.Index(rest, "://"); i >= 0 {
		rest = rest[i+3:]
	}
	host, path := rest, ""
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		host, path = rest[:i], rest[i:]
	}
	query, qoff := "", 0 // the query and its offset in link
	if i := strings.IndexByte(link, '?'); i >= 0 {
		query, qoff = link[i+1:], i+1
	} else if strings.Contains(rest, "=") && !strings.ContainsAny(rest, "/") {
		query, qoff, host = rest, len(link)-len(rest), "" // a bare "bd=..." value
	}
	if i := strings.IndexByte(query, '#'); i >= 0 {
		query = query[:i]
	}
	// Query values are kept raw apart from %-escapes: lz-string payloads use
	// '+', which a form decoder would turn into a space.
	for kv := range strings.SplitSeq(query, "&") {
		kvOff := qoff
		qoff += len(kv) + 1
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			continue // a key without a value names no puzzle
		}
		off := start + kvOff + len(k) + 1
		switch strings.ToLower(k) {
		case "bd":
			return in.linkLine(off, v, sudoku.SudokuwikiFormat)
		case "s":
			return in.linkLine(off, v, sudoku.SudokuExchangeFormat)
		case "load":
			return lzPuzzle(v, "f-puzzles link", sudoku.FPuzzlesFormat)
		case "puzzleid":
			return sudokuPadID(v)
		}
	}
	h := strings.ToLower(host)
	switch {
	case strings.Contains(h, "sudokupad"):
		return sudokuPadID(strings.TrimPrefix(path, "/"))
	case strings.Contains(h, "crackingthecryptic"):
		return sudokuPadID(strings.TrimPrefix(strings.TrimPrefix(path, "/"), "sudoku/"))
	}
	for _, pre := range sudokuPadPrefixes {
		if strings.HasPrefix(link, pre) {
			return sudokuPadID(link) // a bare puzzle ID
		}
	}
	return sudoku.Puzzle{}, in.errorAt(start, textUnknownLink)
}

// linkLine reads a link's value at offset off of the input as a puzzle line.
func (in *input) linkLine(off int, v string, f sudoku.Format) (sudoku.Puzzle, error) {
	line := 1 + strings.Count(in.text[:off], "\n")
	p, err := in.parseLine(span{start: off, end: off + len(v), num: line})
	p.Format = f
	return p, err
}

// sudokuPadID reads a SudokuPad puzzle ID: a prefix naming the payload's
// format, then the lz-string payload.
func sudokuPadID(id string) (sudoku.Puzzle, error) {
	for _, pre := range sudokuPadPrefixes {
		if strings.HasPrefix(id, pre) {
			return lzPuzzle(id[len(pre):], "SudokuPad link", sudoku.SudokuPadFormat)
		}
	}
	return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, unread.TextStoredOnline, "ID", quote.String(id))
}

// lzPuzzle decodes an lz-string payload (as it appears in a link) holding
// puzzle JSON.
func lzPuzzle(payload, source string, f sudoku.Format) (sudoku.Puzzle, error) {
	if raw, err := url.PathUnescape(payload); err == nil {
		payload = raw
	}
	payload = strings.ReplaceAll(payload, " ", "+")
	// A payload that does not decompress, or not to JSON, was cut short
	// or altered on its way: the player can only copy the link again.
	text, err := lzDecompressBase64(payload)
	if err != nil {
		return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, unread.TextDamagedLink)
	}
	p, err := parsePuzzleObject(text, source, func(int, string) *sudoku.ParseError {
		return sudoku.NewParseError(0, 0, unread.TextDamagedLink)
	})
	p.Format = f
	return p, err
}
