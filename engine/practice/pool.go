package practice

import (
	_ "embed"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// poolText is the pool: positions of the techniques that are served from
// it, one a line, "<technique key> <position>", the position as
// encodeEntry writes it (150 characters). TestBuildPool -update writes
// it; its header says from what.
//
//go:embed pool.txt
var poolText string

// entry is one stored position.
type entry struct {
	grid, givens sudoku.Grid
	cands        [81]sudoku.Set // 0 for a filled cell
}

// entryBytes is the length of an encoded entry: 729 bits of candidates
// (a filled cell's one bit its digit), 81 of filled cells, 81 of givens.
const entryBytes = (729 + 81 + 81 + 7) / 8

// encodeEntry writes e in base64 (RawStdEncoding) of entryBytes bytes:
// bit 9c+d-1 says d is a candidate of cell c (its digit, when filled),
// bit 729+c that c is filled, bit 810+c that it is a given.
func encodeEntry(e entry) string {
	var b [entryBytes]byte
	set := func(i int) { b[i/8] |= 1 << (i % 8) }
	for c := range 81 {
		s := e.cands[c]
		if d := e.grid.At(sudoku.Cell(c)); d != 0 {
			s = sudoku.Bit(d)
			set(729 + c)
		}
		if e.givens.At(sudoku.Cell(c)) != 0 {
			set(810 + c)
		}
		for d := 1; d <= 9; d++ {
			if s.Has(sudoku.Digit(d)) {
				set(9*c + d - 1)
			}
		}
	}
	return base64.RawStdEncoding.EncodeToString(b[:])
}

// decodeEntry reads what encodeEntry writes.
func decodeEntry(text string) (entry, error) {
	b, err := base64.RawStdEncoding.DecodeString(text)
	if err != nil || len(b) != entryBytes {
		return entry{}, fmt.Errorf("want %d bytes in base64", entryBytes)
	}
	bit := func(i int) bool { return b[i/8]&(1<<(i%8)) != 0 }
	e := entry{grid: sudoku.NewGrid(sudoku.Classic), givens: sudoku.NewGrid(sudoku.Classic)}
	for c := range 81 {
		var s sudoku.Set
		for d := 1; d <= 9; d++ {
			if bit(9*c + d - 1) {
				s = s.With(sudoku.Digit(d))
			}
		}
		d, single := s.Single()
		switch {
		case bit(729+c) && !single:
			return entry{}, fmt.Errorf("filled cell %d has %d candidates", c, s.Count())
		case bit(729 + c):
			e.grid.Set(sudoku.Cell(c), d)
			if bit(810 + c) {
				e.givens.Set(sudoku.Cell(c), d)
			}
		case bit(810 + c):
			return entry{}, fmt.Errorf("given cell %d is not filled", c)
		case s == 0:
			return entry{}, fmt.Errorf("empty cell %d has no candidate", c)
		default:
			e.cands[c] = s
		}
	}
	return e, nil
}

// readPool reads pool lines; blank lines and '#' lines are skipped.
func readPool(text string) (map[logic.Technique][]entry, error) {
	keys := map[string]logic.Technique{}
	for t := logic.FullHouse; t <= logic.TrialAndError; t++ {
		keys[t.Key()] = t
	}
	pool := map[logic.Technique][]entry{}
	for i, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		t, ok := keys[f[0]]
		var err error
		if !ok || len(f) != 2 {
			err = fmt.Errorf("want a technique's key and a position")
		}
		var e entry
		if err == nil {
			e, err = decodeEntry(f[1])
		}
		if err != nil {
			return nil, fmt.Errorf("practice: pool line %d: %w", i+1, err)
		}
		pool[t] = append(pool[t], e)
	}
	return pool, nil
}

// thePool is the pool, read once, on first use. Cost: about a
// millisecond natively.
var thePool = sync.OnceValues(func() (map[logic.Technique][]entry, error) { return readPool(poolText) })

// poolOf returns the pool's positions of t; do not modify.
func poolOf(t logic.Technique) ([]entry, error) {
	pool, err := thePool()
	if err != nil {
		return nil, err
	}
	return pool[t], nil
}
