// Package words puts the engine's terse notation into a player's words:
// the cell names in a hint, an explanation or an error ("r2c5") read as
// "row 2, column 5", and lists of cells in one row or column are said
// once ("row 3, columns 1, 4 and 7"). The engine and its command line
// keep the compact names; the page and the worker's replies use these.
package words

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// cellList matches a cell name, or a list of them joined by ", " and a
// final " and ", as the engine writes them. It and cellName are compiled
// on first use, not at start: the page's first board does not wait for
// them.
var cellList = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\br(\d+)c(\d+)\b(?:(?:, | and )r\d+c\d+\b)*`)
})

var cellName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`r(\d+)c(\d+)`) })

// Cells returns text with every cell name and list of cell names in words,
// the first word a capital when a cell name began the text. Cost: linear
// in len(text).
func Cells(text string) string {
	out := cellList().ReplaceAllStringFunc(text, func(list string) string {
		var rows, cols []int
		for _, m := range cellName().FindAllStringSubmatch(list, -1) {
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

func cellsInWords(rows, cols []int) string {
	if len(rows) == 1 {
		return "row " + strconv.Itoa(rows[0]) + ", column " + strconv.Itoa(cols[0])
	}
	switch {
	case same(rows):
		return "row " + strconv.Itoa(rows[0]) + ", columns " + List(cols)
	case same(cols):
		return "column " + strconv.Itoa(cols[0]) + ", rows " + List(rows)
	}
	cells := make([]string, len(rows))
	for i := range rows {
		cells[i] = "row " + strconv.Itoa(rows[i]) + " column " + strconv.Itoa(cols[i])
	}
	return join(cells)
}

func same(ns []int) bool {
	for _, n := range ns {
		if n != ns[0] {
			return false
		}
	}
	return true
}

// List writes numbers as words join them: "4", "4 and 6", "4, 6 and 8".
func List(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return join(s)
}

// join joins words as "a", "a and b", "a, b and c".
func join(ws []string) string {
	if len(ws) == 1 {
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
