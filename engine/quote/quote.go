// Package quote quotes user input in error messages: all of it when it is
// short, else its first Max characters and its length, so that a mistaken
// or hostile megabyte of input never becomes a megabyte of error message.
// Every error of the engine and of the app's share links that echoes
// input goes through String.
package quote

import (
	"strconv"
	"unicode/utf8"
)

// Max is the most characters (runes) of its argument String shows.
const Max = 40

// String returns s quoted as strconv.Quote does, "abc", when s has at most
// Max characters. A longer s is cut to its first Max characters, followed
// by "…" inside the quotes and the whole length in characters:
// "1111…" (500000 characters). Bytes that are not UTF-8 count as one
// character each and are escaped, as strconv.Quote escapes them.
// Cost: O(len(s)) to count; the result is O(Max) bytes.
func String(s string) string {
	n := utf8.RuneCountInString(s)
	if n <= Max {
		return strconv.Quote(s)
	}
	cut := 0
	for range Max {
		_, size := utf8.DecodeRuneInString(s[cut:])
		cut += size
	}
	return strconv.Quote(s[:cut]+"…") + " (" + strconv.Itoa(n) + " characters)"
}
