package game

import (
	"fmt"
	"strconv"
)

// readMoves reads a record's moves, JSON that json.Unmarshal would read
// into a [][][]int, to the same value, and refuses what it refuses
// (FuzzReadMoves holds the two together). By hand: through reflection
// the moves were most of the cost of reading a record. Cost: one pass, a
// slice per move and per change.
func readMoves(data []byte) ([][][]int, error) {
	r := intsReader{data: data}
	changeSize := changeLen[RecordVersion]
	var moves [][][]int
	readList(&r, &moves, 0, func() {
		var changes [][]int
		readList(&r, &changes, 1, func() { // a change a move, mostly
			var change []int
			readList(&r, &change, changeSize, func() {
				if n, ok := r.int(); ok {
					change = append(change, n)
				}
			})
			changes = append(changes, change)
		})
		moves = append(moves, changes)
	})
	r.space()
	if r.err == nil && r.i < len(r.data) {
		r.fail("nothing")
	}
	return moves, r.err
}

// intsReader reads JSON arrays of integers, nested, and nothing else.
type intsReader struct {
	data []byte
	i    int
	err  error // the first error; reading stops there
}

func (r *intsReader) fail(want string) {
	if r.err == nil {
		r.err = fmt.Errorf("want %s at byte %d of %d", want, r.i, len(r.data))
	}
}

// space skips JSON's white space.
func (r *intsReader) space() {
	for r.i < len(r.data) && (r.data[r.i] == ' ' || r.data[r.i] == '\t' || r.data[r.i] == '\n' || r.data[r.i] == '\r') {
		r.i++
	}
}

// token skips white space and then s, and reports whether s was there.
func (r *intsReader) token(s string) bool {
	r.space()
	if r.err != nil || len(r.data)-r.i < len(s) || string(r.data[r.i:r.i+len(s)]) != s {
		return false
	}
	r.i += len(s)
	return true
}

// readList reads null, leaving *s nil, or an array, whose elements item
// reads and appends to *s, made with room for size of them; an empty
// array makes *s empty, not nil, as json.Unmarshal does.
func readList[T any](r *intsReader, s *[]T, size int, item func()) {
	if r.token("null") {
		return
	}
	if !r.token("[") {
		r.fail("[ or null")
		return
	}
	*s = make([]T, 0, size)
	if r.token("]") {
		return
	}
	for r.err == nil {
		item()
		if r.token("]") {
			return
		}
		if !r.token(",") {
			r.fail(", or ]")
		}
	}
}

// int reads an integer as JSON writes one, and refuses a number JSON
// allows that an int cannot hold (1.5, 1e2, or out of range).
func (r *intsReader) int() (int, bool) {
	r.space()
	start := r.i
	if r.i < len(r.data) && r.data[r.i] == '-' {
		r.i++
	}
	digits := r.i
	for r.i < len(r.data) && r.data[r.i] >= '0' && r.data[r.i] <= '9' {
		r.i++
	}
	if r.i == digits || (r.data[digits] == '0' && r.i > digits+1) {
		r.i = start
		r.fail("an integer")
		return 0, false
	}
	n, err := strconv.Atoi(string(r.data[start:r.i]))
	if err != nil {
		r.i = start
		r.fail("an integer that fits an int")
		return 0, false
	}
	return n, true
}
