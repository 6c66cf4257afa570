package codec

import (
	"strings"
	"testing"
)

// Vectors from public f-puzzles links and lz-string test suites.
func TestLZDecompressVectors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"N4IgHiBcDMC+Q===", `{"x":3}`},
		{"N4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA==", `{"size":3,"grid":[[{},{},{}],[{},{},{}],[{},{},{}]]}`},
		{"N4IgHiBcDMC+Q", `{"x":3}`}, // padding is optional
		{"Q===", ""},
	}
	for _, tt := range tests {
		got, err := lzDecompressBase64(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("lzDecompressBase64(%q): got %q, %v, want %q", tt.in, got, err, tt.want)
		}
		if got := lzCompressBase64(tt.want); strings.HasSuffix(tt.in, "=") && got != tt.in {
			t.Errorf("lzCompressBase64(%q): got %q, want %q", tt.want, got, tt.in)
		}
	}
}

func TestLZRoundTrip(t *testing.T) {
	for _, s := range []string{"a", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "héllo wörld ✓ 𝄞", `{"size":9}`,
		strings.Repeat("abcabcabd", 1000)} {
		enc := lzCompressBase64(s)
		if len(enc)%4 != 0 {
			t.Errorf("lzCompressBase64(%.20q): got length %d, want a multiple of 4", s, len(enc))
		}
		got, err := lzDecompressBase64(enc)
		if err != nil || got != s {
			t.Errorf("round trip of %.20q: got %.20q, %v", s, got, err)
		}
	}
}

func TestLZDecompressErrors(t *testing.T) {
	for _, in := range []string{"", "====", "N4Ig*", "N4IgHiBcDMC"} {
		if got, err := lzDecompressBase64(in); err == nil {
			t.Errorf("lzDecompressBase64(%q): got %q, want an error", in, got)
		}
	}
	// A run of one character compresses to about sqrt(2n) codes; output
	// past the limit is refused.
	bomb := lzCompressBase64(strings.Repeat("a", lzMaxOutput+1))
	if got, err := lzDecompressBase64(bomb); err == nil || len(bomb) > 4000 {
		t.Errorf("lzDecompressBase64 of %d bytes expanding past the limit: got %d units, %v, want an error", len(bomb), len(got), err)
	}
}

func FuzzLZString(f *testing.F) {
	f.Add("N4IgHiBcDMC+Q===")
	f.Add("N4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA==")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		lzDecompressBase64(s) // must not panic
		got, err := lzDecompressBase64(lzCompressBase64(s))
		if want := string([]rune(s)); err != nil || got != want {
			t.Fatalf("round trip of %q: got %q, %v", s, got, err)
		}
	})
}
