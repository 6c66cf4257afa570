package sudoku

import (
	"math/bits"
	"strconv"
	"strings"
)

// Digit is the content of a cell: 0 for empty, or 1..N.
type Digit uint8

// Set is a set of digits 1..25 as a bitset: digit d is bit d-1.
// The zero Set is empty. Sets are values; every method is O(1).
type Set uint32

// FullSet returns the set {1..n}.
func FullSet(n int) Set { return Set(1)<<uint(n) - 1 }

// SetOf returns the set holding the given digits.
func SetOf(ds ...Digit) Set {
	var s Set
	for _, d := range ds {
		s = s.With(d)
	}
	return s
}

// Bit returns the set {d}.
func Bit(d Digit) Set { return Set(1) << (d - 1) }

// Has reports whether d is in s.
func (s Set) Has(d Digit) bool { return s&Bit(d) != 0 }

// With returns s with d added.
func (s Set) With(d Digit) Set { return s | Bit(d) }

// Without returns s with d removed.
func (s Set) Without(d Digit) Set { return s &^ Bit(d) }

// Count returns the number of digits in s.
func (s Set) Count() int { return bits.OnesCount32(uint32(s)) }

// Lowest returns the smallest digit in s, or 0 if s is empty.
func (s Set) Lowest() Digit {
	if s == 0 {
		return 0
	}
	return Digit(bits.TrailingZeros32(uint32(s)) + 1)
}

// Single returns the only digit of s, and false when s does not hold exactly one.
func (s Set) Single() (Digit, bool) {
	if s == 0 || s&(s-1) != 0 {
		return 0, false
	}
	return s.Lowest(), true
}

// SumRange returns the least and greatest totals of r different digits
// of s; ok is false when s has fewer than r. It does not allocate.
func (s Set) SumRange(r int) (lo, hi int, ok bool) {
	if s.Count() < r {
		return 0, 0, false
	}
	x := s
	for j := 0; j < r; j++ {
		lo += int(x.Lowest())
		x &= x - 1
	}
	x = s
	for j := 0; j < r; j++ {
		d := Digit(bits.Len32(uint32(x)))
		hi += int(d)
		x = x.Without(d)
	}
	return lo, hi, true
}

// Digits returns the digits of s in increasing order.
func (s Set) Digits() []Digit {
	ds := make([]Digit, 0, s.Count())
	for ; s != 0; s &= s - 1 {
		ds = append(ds, s.Lowest())
	}
	return ds
}

// String formats s as its digits in braces, e.g. "{1 4 7}", with letters above 9.
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, d := range s.Digits() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(d.Symbol())
	}
	b.WriteByte('}')
	return b.String()
}

// Symbol returns the character that writes d: '.' for 0, '1'-'9', then 'A' for 10
// up to 'P' for 25.
func (d Digit) Symbol() byte {
	switch {
	case d == 0:
		return '.'
	case d <= 9:
		return '0' + byte(d)
	default:
		return 'A' + byte(d-10)
	}
}

// String returns d's symbol, or its number if it is out of range.
func (d Digit) String() string {
	if d > MaxN {
		return strconv.Itoa(int(d))
	}
	return string(d.Symbol())
}
