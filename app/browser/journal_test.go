package browser

import (
	"maps"
	"testing"

	"github.com/sudoku-app/sudoku/app/game"
)

const prefix = "sudoku/"

func TestNewer(t *testing.T) {
	for _, tc := range []struct {
		local, journal string
		localOK        bool
		journalOK      bool
		want           direction
	}{
		{"7", "7", true, true, inSync},
		{"7", "9", true, true, toLocal},                    // localStorage lost two batches to a kill
		{"", "3", false, true, toLocal},                    // localStorage lost everything
		{"9", "7", true, true, toJournal},                  // the journal lost the last batches
		{"", "", false, false, toJournal},                  // a first visit
		{"4", "", true, false, toJournal},                  // records from before the journal
		{"4", "x", true, true, toJournal},                  // a journal's count unreadable
		{"x", "4", true, true, toLocal},                    // localStorage's count unreadable
		{"10", "9", true, true, toJournal},                 // numbers, not text
		{"-3", "0", true, true, toLocal},                   // no count below zero
		{"0", "0", true, true, inSync},                     // the count of a journal just made
		{"12", "12", true, true, inSync},                   // again
		{"", "", false, true, toJournal},                   // the journal's own count is empty text
		{"99", "100", true, true, toLocal},                 // across a digit
		{"100", "99", true, true, toJournal},               // and back
		{"5", "5", false, true, toLocal},                   // localStorage's count gone, the journal's kept
		{"5", "5", true, false, toJournal},                 // the journal's count gone
		{"18446744073709551616", "1", true, true, toLocal}, // out of range reads as none
	} {
		got := newer(count(tc.local, tc.localOK), count(tc.journal, tc.journalOK))
		if got != tc.want {
			t.Errorf("local %q (%v), journal %q (%v): %v, want %v", tc.local, tc.localOK, tc.journal, tc.journalOK, got, tc.want)
		}
	}
}

func storageWith(t *testing.T, records map[string]string) *game.MemoryStorage {
	t.Helper()
	s := &game.MemoryStorage{}
	for k, v := range records {
		if err := s.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func contents(t *testing.T, s game.Storage) map[string]string {
	t.Helper()
	keys, err := s.Keys()
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, k := range keys {
		v, _, _ := s.Get(k)
		m[k] = v
	}
	return m
}

// After a kill, localStorage holds an older game, a game the player had
// deleted since, and the embedding site's own key; the journal holds what
// the player last saw.
func TestRestoreLocalTakesTheJournal(t *testing.T) {
	local := storageWith(t, map[string]string{
		"sudoku/written":    "4",
		"sudoku/game/a":     "two moves",
		"sudoku/game/gone":  "deleted since",
		"sudoku/current":    "gone",
		"site/theme":        "dark",
		"sudokusite/visits": "3",
	})
	journal := map[string]string{
		"sudoku/written": "6",
		"sudoku/game/a":  "four moves",
		"sudoku/game/b":  "a new game",
		"sudoku/current": "b",
		"other/key":      "not the app's: left out",
	}
	if err := restoreLocal(local, prefix, journal); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"sudoku/written":    "6",
		"sudoku/game/a":     "four moves",
		"sudoku/game/b":     "a new game",
		"sudoku/current":    "b",
		"site/theme":        "dark",
		"sudokusite/visits": "3",
	}
	if got := contents(t, local); !maps.Equal(got, want) {
		t.Errorf("localStorage after the restore:\n got %v\nwant %v", got, want)
	}
}

func TestRestoreLocalReportsAFullStorage(t *testing.T) {
	local := storageWith(t, map[string]string{"sudoku/written": "1"})
	local.Fail = ErrNoStorage
	if err := restoreLocal(local, prefix, map[string]string{"sudoku/written": "2", "sudoku/game/a": "x"}); err == nil {
		t.Error("a storage that takes no write restored without an error")
	}
}

func TestLocalRecordsMovesTheOldRecordsIn(t *testing.T) {
	local := storageWith(t, map[string]string{
		"sudoku/game/a":  "a game from before the journal",
		"sudoku/current": "a",
		"site/theme":     "dark",
	})
	records, err := localRecords(local, prefix)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"sudoku/game/a":  "a game from before the journal",
		"sudoku/current": "a",
		"sudoku/written": "1",
	}
	if !maps.Equal(records, want) {
		t.Errorf("records for the journal:\n got %v\nwant %v", records, want)
	}
	if v, _, _ := local.Get("sudoku/written"); v != "1" {
		t.Errorf("localStorage's count is %q, want the journal's, 1", v)
	}
	// A count already there is kept.
	local.Set("sudoku/written", "8")
	records, _ = localRecords(local, prefix)
	if records["sudoku/written"] != "8" {
		t.Errorf("the count became %q, want 8 kept", records["sudoku/written"])
	}
}

func TestNextCount(t *testing.T) {
	for _, tc := range []struct {
		records map[string]string
		want    string
	}{
		{nil, "1"},
		{map[string]string{"sudoku/written": "1"}, "2"},
		{map[string]string{"sudoku/written": "41"}, "42"},
		{map[string]string{"sudoku/written": "junk"}, "1"},
	} {
		if got := nextCount(storageWith(t, tc.records), prefix); got != tc.want {
			t.Errorf("after %v: %s, want %s", tc.records, got, tc.want)
		}
	}
}
