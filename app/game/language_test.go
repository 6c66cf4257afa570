package game

import "testing"

func TestSavedLanguage(t *testing.T) {
	store := &MemoryStorage{}
	if got := SavedLanguage(store); got != "" {
		t.Fatalf("a new player's language is %q, want none", got)
	}
	for _, tag := range []string{"de", "ar", ""} {
		if err := SaveLanguage(store, tag); err != nil {
			t.Fatal(err)
		}
		if got := SavedLanguage(store); got != tag {
			t.Errorf("saved %q, read %q", tag, got)
		}
	}
	if _, ok, _ := store.Get(LanguageKey); ok {
		t.Error("choosing no language leaves a record")
	}
}
