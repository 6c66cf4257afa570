package codec

import (
	"errors"
	"strings"
	"unicode/utf16"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// This file implements the two lz-string functions that f-puzzles and
// SudokuPad links use for their payloads: decompressFromBase64 and
// compressToBase64 (lz-string 1.4, by Pieroxy). lz-string is an LZW
// variant over UTF-16 code units that writes 6 bits per base64 character.

const lzAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// lzMaxOutput bounds the decompressed length in UTF-16 units. LZW output can
// grow quadratically with its input, so without a bound a short hostile
// payload could exhaust memory.
const lzMaxOutput = sudoku.MaxInput

var errLZ = errors.New("not valid lz-string data")

// lzDecompressBase64 decodes lz-string's compressToBase64 output. The '='
// padding is optional. Cost: O(output), bounded by lzMaxOutput.
func lzDecompressBase64(s string) (string, error) {
	s = strings.TrimRight(s, "=")
	if s == "" {
		return "", errLZ
	}
	vals := make([]uint8, len(s))
	for i := 0; i < len(s); i++ {
		v := strings.IndexByte(lzAlphabet, s[i])
		if v < 0 {
			return "", errLZ
		}
		vals[i] = uint8(v)
	}
	r := lzReader{vals: vals, pos: 32}
	r.val = int(vals[0])
	r.next = 1

	var c []uint16
	switch r.read(2) {
	case 0:
		c = []uint16{uint16(r.read(8))}
	case 1:
		c = []uint16{uint16(r.read(16))}
	case 2:
		return "", nil // the end marker: the empty string
	default:
		return "", errLZ
	}
	dict := [][]uint16{nil, nil, nil, c}
	enlargeIn, numBits := 4, 3
	w := c
	out := append([]uint16(nil), c...)
	for {
		if r.next > len(vals) {
			return "", errLZ // ran off the end without the end marker
		}
		code := r.read(numBits)
		switch code {
		case 0, 1:
			width := 8 << code
			dict = append(dict, []uint16{uint16(r.read(width))})
			code = len(dict) - 1
			enlargeIn--
		case 2:
			return string(utf16.Decode(out)), nil
		}
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
		var entry []uint16
		switch {
		case code < len(dict):
			entry = dict[code]
		case code == len(dict):
			entry = append(append([]uint16(nil), w...), w[0])
		default:
			return "", errLZ
		}
		out = append(out, entry...)
		if len(out) > lzMaxOutput {
			return "", errors.New("lz-string data expands past the size limit")
		}
		dict = append(dict, append(append([]uint16(nil), w...), entry[0]))
		enlargeIn--
		w = entry
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
	}
}

// lzReader reads bits, lowest first, from 6-bit values high bit first, as
// lz-string's _decompress does.
type lzReader struct {
	vals     []uint8
	val, pos int
	next     int
}

func (r *lzReader) read(n int) int {
	bits := 0
	for i := 0; i < n; i++ {
		if r.val&r.pos != 0 {
			bits |= 1 << i
		}
		r.pos >>= 1
		if r.pos == 0 {
			r.pos = 32
			r.val = 0
			if r.next < len(r.vals) {
				r.val = int(r.vals[r.next])
			}
			r.next++
		}
	}
	return bits
}

// lzCompressBase64 is lz-string's compressToBase64: the output decompresses
// to s with lzDecompressBase64 (and with lz-string itself). The dictionary
// is keyed by (prefix code, next unit), so the cost is O(len(s)) map
// operations.
func lzCompressBase64(s string) string {
	w := lzWriter{}
	single := map[uint16]int{} // the code of each unit seen
	fresh := map[uint16]bool{} // units not yet written literally
	pairs := map[[2]int]int{}  // (code of a phrase, next unit) -> code
	enlargeIn, dictSize, numBits := 2, 3, 2
	grow := func() {
		enlargeIn--
		if enlargeIn == 0 {
			enlargeIn = 1 << numBits
			numBits++
		}
	}
	// The current phrase: its code, first unit and whether it is one unit.
	code, first, one := -1, uint16(0), false
	emit := func() {
		if one && fresh[first] {
			if first < 256 {
				w.write(0, numBits)
				w.write(int(first), 8)
			} else {
				w.write(1, numBits)
				w.write(int(first), 16)
			}
			grow()
			delete(fresh, first)
		} else {
			w.write(code, numBits)
		}
		grow()
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if _, ok := single[u]; !ok {
			single[u] = dictSize
			dictSize++
			fresh[u] = true
		}
		if code >= 0 {
			if c, ok := pairs[[2]int{code, int(u)}]; ok {
				code, one = c, false
				continue
			}
			emit()
			pairs[[2]int{code, int(u)}] = dictSize
			dictSize++
		}
		code, first, one = single[u], u, true
	}
	if code >= 0 {
		emit()
	}
	w.write(2, numBits)
	w.flush()
	out := w.b.String()
	return out + strings.Repeat("=", (4-len(out)%4)%4)
}

// lzWriter packs bits, lowest first, into 6-bit base64 characters.
type lzWriter struct {
	b        strings.Builder
	val, pos int
}

func (w *lzWriter) write(v, n int) {
	for i := 0; i < n; i++ {
		w.val = w.val<<1 | v&1
		v >>= 1
		w.bit()
	}
}

func (w *lzWriter) bit() {
	if w.pos == 5 {
		w.b.WriteByte(lzAlphabet[w.val])
		w.pos, w.val = 0, 0
		return
	}
	w.pos++
}

func (w *lzWriter) flush() {
	for {
		w.val <<= 1
		if w.pos == 5 {
			w.b.WriteByte(lzAlphabet[w.val])
			return
		}
		w.pos++
	}
}
