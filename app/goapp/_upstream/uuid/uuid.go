// Package uuid stands in for github.com/google/uuid in web/app.wasm's
// build (app/goapp/overlay.go). go-app takes one function from it,
// NewString, for the IDs of its states and its device ID, which need to
// be unique, not secret; the module it replaces links crypto/md5,
// crypto/sha1 and crypto/rand for what the page never asks.
package uuid

import "math/rand/v2"

// NewString returns a random (version 4) UUID in its text form.
func NewString() string {
	const hex = "0123456789abcdef"
	var b [16]byte
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 4122 variant
	out := make([]byte, 0, 36)
	for i, c := range b {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			out = append(out, '-')
		}
		out = append(out, hex[c>>4], hex[c&0x0f])
	}
	return string(out)
}
