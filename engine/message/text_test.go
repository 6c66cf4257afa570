package message

import "testing"

// StringArgs gives named values as arguments in their names' order, and
// a template filled with them writes each where its placeholder stands.
func TestStringArgs(t *testing.T) {
	args := StringArgs(map[string]string{"Row": "5", "Column": "3"})
	if len(args) != 2 || args[0].Name() != "Column" || args[1].Name() != "Row" {
		t.Fatalf("StringArgs gave %v, want Column then Row", args)
	}
	tmpl, err := ParseTemplate("row {{.Row}}, column {{.Column}} ({{.Missing}})")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tmpl.Fill(args...), "row 5, column 3 ({{.Missing}})"; got != want {
		t.Errorf("Fill = %q, want %q", got, want)
	}
	if got := StringArgs(nil); len(got) != 0 {
		t.Errorf("StringArgs(nil) = %v", got)
	}
}
