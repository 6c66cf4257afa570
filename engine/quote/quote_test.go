package quote_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/quote"
)

func TestString(t *testing.T) {
	forty := strings.Repeat("a", quote.Max)
	tests := []struct{ name, in, want string }{
		{"empty", "", `""`},
		{"short", "hidden pair", `"hidden pair"`},
		{"escapes", "a\"b\n", `"a\"b\n"`},
		{"exactly Max", forty, `"` + forty + `"`},
		{"one over", forty + "b", `"` + forty + `…" (41 characters)`},
		{"long", strings.Repeat("1", 500_000), `"` + strings.Repeat("1", 40) + `…" (500000 characters)`},
		{"cut between runes, not bytes", strings.Repeat("é", 50), `"` + strings.Repeat("é", 40) + `…" (50 characters)`},
		{"invalid UTF-8", strings.Repeat("\xff", 41), `"` + strings.Repeat(`\xff`, 40) + `…" (41 characters)`},
	}
	for _, tt := range tests {
		if got := quote.String(tt.in); got != tt.want {
			t.Errorf("%s: String(%.60q) = %s, want %s", tt.name, tt.in, got, tt.want)
		}
	}
}

func ExampleString() {
	fmt.Println(quote.String("xwing!"))
	fmt.Println(quote.String(strings.Repeat("9", 1000)))
	// Output:
	// "xwing!"
	// "9999999999999999999999999999999999999999…" (1000 characters)
}
