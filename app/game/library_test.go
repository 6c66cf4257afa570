package game

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestLibrarySaveOpen(t *testing.T) {
	store := &MemoryStorage{}
	lib := NewLibrary(store)
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	if err := lib.Save(g); err != nil {
		t.Fatal(err)
	}
	g.Enter([]sudoku.Cell{r1c2}, 8, Normal)
	if err := lib.Save(g); err != nil {
		t.Fatal(err)
	}
	id, ok := lib.Current()
	if !ok || id != ID(g) {
		t.Fatalf("Current = %q, %v; want %q", id, ok, ID(g))
	}
	h, notice, err := lib.Open(id)
	if err != nil || notice != "" || h.Digit(r1c2) != 8 {
		t.Fatalf("Open = %v, %q, %v; want the latest game", h, notice, err)
	}

	// A damaged record falls back to the copy before it.
	store.m[gamePrefix+id] = `{"v":1,"shape":"3x3","giv`
	h, notice, err = lib.Open(id)
	if err != nil || !strings.Contains(notice, "restored") || h.Digit(r1c1) != 4 || h.Digit(r1c2) != 0 {
		t.Fatalf("Open(damaged) = %v, %q, %v; want the backup with a notice", h, notice, err)
	}
	// Both damaged: discarded, with a notice, and gone from the store.
	store.m[gamePrefix+id] = "x"
	store.m[gamePrefix+id+backupExt] = "y"
	if _, notice, err = lib.Open(id); err == nil || !strings.Contains(notice, "discarded") {
		t.Fatalf("Open(both damaged) = %q, %v; want an error and a notice", notice, err)
	}
	if _, _, err := lib.Open(id); !errors.Is(err, ErrNoGame) {
		t.Fatalf("a discarded game still opens: %v", err)
	}
}

// A damaged record met by the first save of a session (a fresh Library over
// the same store, as after a reload) must not replace the good backup.
func TestLibrarySaveKeepsGoodBackup(t *testing.T) {
	store := &MemoryStorage{}
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	NewLibrary(store).Save(g)
	g.Enter([]sudoku.Cell{r1c2}, 8, Normal)
	NewLibrary(store).Save(g) // the first record is now the backup
	key := gamePrefix + ID(g)
	store.m[key] = "damaged"

	g.Enter([]sudoku.Cell{r2c2}, 1, Normal)
	if err := NewLibrary(store).Save(g); err != nil {
		t.Fatal(err)
	}
	if b, err := Load([]byte(store.m[key+backupExt])); err != nil || b.Digit(r1c1) != 4 {
		t.Fatalf("backup after saving over a damaged record: %v; want the last good copy", err)
	}
	// Within one session the backup is always the record saved just before.
	lib := NewLibrary(store)
	for d := sudoku.Digit(2); d <= 3; d++ {
		g.Enter([]sudoku.Cell{r2c2}, d, Normal)
		if err := lib.Save(g); err != nil {
			t.Fatal(err)
		}
		b, err := Load([]byte(store.m[key+backupExt]))
		if err != nil || b.Digit(r2c2) != d-1 {
			t.Fatalf("after saving %d the backup holds %v (%v); want %d", d, b, err, d-1)
		}
	}
}

func TestLibraryFailingStorage(t *testing.T) {
	store := &MemoryStorage{}
	lib := NewLibrary(store)
	g := newGame(t)
	lib.Save(g)
	store.Fail = errors.New("quota exceeded")
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	if err := lib.Save(g); err == nil {
		t.Fatal("Save hid a storage failure")
	}
	// The game in memory is untouched, and the old record still loads.
	if g.Digit(r1c1) != 4 {
		t.Fatal("a failed save changed the game")
	}
	if h, _, err := lib.Open(ID(g)); err != nil || h.Digit(r1c1) != 0 {
		t.Fatalf("old record lost after a failed save: %v", err)
	}
}

func TestLibraryList(t *testing.T) {
	store := &MemoryStorage{}
	lib := NewLibrary(store)
	a := newGame(t)
	a.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	lib.Save(a)
	p, _ := sudoku.Parse("1..." + "...." + "...." + "....")
	b, err := New(p, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	lib.Save(b)
	store.m[gamePrefix+"junk"] = "not a record"
	list, err := lib.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != ID(a) || list[0].Filled != 33 || list[1].Shape != (sudoku.Shape{BoxRows: 2, BoxCols: 2}) {
		t.Fatalf("List = %+v; want the 9x9 game (33 filled) then the 4x4 one", list)
	}
}

// BenchmarkLibrarySaveLongGame measures the save of a game with a full
// history (MaxHistory moves, the most a record keeps): what the page does
// once each edit is painted, the record and its backup written.
func BenchmarkLibrarySaveLongGame(b *testing.B) {
	g := newGame(b)
	for i := range MaxHistory {
		c := []sudoku.Cell{r1c1, r1c2}[i%2]
		g.Enter([]sudoku.Cell{c}, sudoku.Digit(1+i%9), Corner)
	}
	lib := NewLibrary(&MemoryStorage{})
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g.Tick(time.Millisecond) // a change, so each save writes a new record
		if err := lib.Save(g); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(g.Save()))/1e3, "record-kB")
}
