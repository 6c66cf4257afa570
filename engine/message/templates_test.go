package message

import (
	"slices"
	"testing"
)

func TestTemplates(t *testing.T) {
	var ts Templates
	for _, en := range []string{"no puzzle", "{{.Cell}} has no candidates"} {
		if got := ts.Add(en); got != en {
			t.Errorf("Add(%q) = %q", en, got)
		}
	}
	list := ts.List()
	if want := []string{"no puzzle", "{{.Cell}} has no candidates"}; !slices.Equal(list, want) {
		t.Fatalf("List() = %q, want %q", list, want)
	}
	list[0] = "changed"
	if ts.List()[0] != "no puzzle" {
		t.Error("List's slice is shared with the record")
	}
}
