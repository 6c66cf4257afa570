package words

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestCells(t *testing.T) {
	tests := []struct{ in, want string }{
		{"In box 4, 4 fits only in r6c2 (hidden single)", "In box 4, 4 fits only in row 6, column 2 (hidden single)"},
		{"r6c7 is the last empty cell of row 6, so it takes the missing 7 (full house)", "Row 6, column 7 is the last empty cell of row 6, so it takes the missing 7 (full house)"},
		{"5 comes out of r1c3, r2c3 and r3c3 (pointing)", "5 comes out of column 3, rows 1, 2 and 3 (pointing)"},
		{"8 comes out of r7c5, r7c8 and r7c9", "8 comes out of row 7, columns 5, 8 and 9"},
		{"r7c8 loses 6 and r7c9 loses 6 and 9", "Row 7, column 8 loses 6 and row 7, column 9 loses 6 and 9"},
		{"r9c2 and r9c7 hold only 1 and 2", "Row 9, columns 2 and 7 hold only 1 and 2"},
		{"r4c4, r5c7 and r6c9 see it", "Row 4 column 4, row 5 column 7 and row 6 column 9 see it"},
		{"r12c16 on a big board", "Row 12, column 16 on a big board"},
		{"5 appears twice in row 1, at r1c1 and r1c2", "5 appears twice in row 1, at row 1, columns 1 and 2"},
		{"no cells here: rc, r1, c2, arc4", "no cells here: rc, r1, c2, arc4"},
		{"row 3 stays as it is", "row 3 stays as it is"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Cells(tt.in); got != tt.want {
			t.Errorf("Cells(%q)\n got %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

func ExampleCells() {
	fmt.Println(Cells("In row 7, 3 and 5 fit only in r7c8 and r7c9 (hidden pair)"))
	// Output: In row 7, 3 and 5 fit only in row 7, columns 8 and 9 (hidden pair)
}

// cellsByRegexp is Cells as a regexp states it: the reference the scanner
// is held to.
func cellsByRegexp(text string) string {
	list := regexp.MustCompile(`\br(\d+)c(\d+)\b(?:(?:, | and )r\d+c\d+\b)*`)
	name := regexp.MustCompile(`r(\d+)c(\d+)`)
	out := list.ReplaceAllStringFunc(text, func(cells string) string {
		var rows, cols []int
		for _, m := range name.FindAllStringSubmatch(cells, -1) {
			r, _ := strconv.Atoi(m[1])
			c, _ := strconv.Atoi(m[2])
			rows, cols = append(rows, r), append(cols, c)
		}
		return cellsInWords(rows, cols)
	})
	if strings.HasPrefix(out, "row ") && !strings.HasPrefix(text, "row ") || strings.HasPrefix(out, "column ") && !strings.HasPrefix(text, "column ") {
		out = strings.ToUpper(out[:1]) + out[1:]
	}
	return out
}

// FuzzCells checks that Cells never panics, writes what the regexp of a
// cell list would, and leaves text that names no cell as it is.
func FuzzCells(f *testing.F) {
	for _, s := range []string{"r1c1", "r1c1, r1c2 and r1c3", "a r2c3, and", "r99999c1", "r1c", "rc1", "xr1c1",
		"r1c1, r1c2x", "r1c1 and r1c2_", "r1c1,r1c2", "_r1c1", "r1c1 and  r1c2", "r01c002, r1c1 and r1c1é", "r1c1, and r1c2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Cells(s)
		if want := cellsByRegexp(s); out != want {
			t.Errorf("Cells(%q)\n got %q\nwant %q (the regexp's)", s, out, want)
		}
		if !strings.Contains(s, "r") || !strings.Contains(s, "c") {
			if out != s {
				t.Errorf("Cells(%q) = %q, want it unchanged", s, out)
			}
		}
	})
}

func TestSentence(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"cancelled", "Cancelled."},
		{"no solution.", "No solution."},
		{"X-Wing", "X-Wing."},
		{"élan", "Élan."},
		{"\xff bad", "\xff bad."},
	}
	for _, tt := range tests {
		if got := Sentence(tt.in); got != tt.want {
			t.Errorf("words.Sentence(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
