package codec_test

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
)

// The puzzle files players have: Project Euler's blocks, SadMan Sudoku's
// .sdk files, HoDoKu's library lines, each read as the puzzle it holds;
// their mistakes named where they stand.
func TestPuzzleFiles(t *testing.T) {
	const pe01 = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	rows := func(sep string) string {
		var b strings.Builder
		for r := 0; r < 9; r++ {
			b.WriteString(pe01[9*r:9*r+9] + sep)
		}
		return b.String()
	}
	hodoku := ":0100:4:" + strings.Replace(pe01, "..3", "+4+83", 1) + ":414 416:428:"
	for _, tc := range []struct {
		name, text, want, err string
	}{
		{"Project Euler block", "Grid 01\n" + strings.ReplaceAll(rows("\n"), ".", "0"), pe01, ""},
		{"Project Euler block, CRLF", "Grid 50\r\n" + strings.ReplaceAll(rows("\r\n"), ".", "0"), pe01, ""},
		{"SadMan .sdk", "#A Frank\n#D easy\n[Puzzle]\n" + rows("\n") + "[State]\n" + rows("\n"), pe01, ""},
		{"SadMan .sdk, puzzle alone", "[Puzzle]\n" + rows("\n"), pe01, ""},
		{"SadMan .sdk with a mistake", "[Puzzle]\n" + strings.Replace(rows("\n"), "9..3", "9.x3", 1), "", "line 3, column 3: unexpected 'x'"},
		{"HoDoKu library line", hodoku, "48" + pe01[2:], ""},
		{"HoDoKu line, a short puzzle", ":0100:4:..3.2:1::", "", "line 1, column 9: HoDoKu library line: the puzzle field"},
		{"not a grid label, words read past", "Grid one\n" + rows("\n"), pe01, ""},
		{"words amid the rows", rows("\n")[:40] + "turn over\n" + rows("\n")[40:], "", "found 10 grid rows"},
	} {
		p, err := codec.Parse(tc.text)
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: got %v, want an error holding %q", tc.name, err, tc.err)
			}
		case err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case p.Grid.String() != tc.want:
			t.Errorf("%s: read %s, want %s", tc.name, p.Grid.String(), tc.want)
		}
	}
}
