package game

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
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
	p, _ := codec.ParseGrid("1..." + "...." + "...." + "....")
	b, err := New(p, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	b.Enter([]sudoku.Cell{1}, 2, Corner)
	lib.Save(b)
	store.m[gamePrefix+"junk"] = "not a record"
	// A puzzle saved untouched, as earlier versions saved the one a page
	// opened: no game, and not listed; it still opens.
	untouched, _ := New(mustParse(t, strings.Replace(puzzle, "3", "0", 1)), DefaultSettings())
	untouched.Tick(95 * time.Second)
	lib.Save(untouched)
	list, err := lib.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != ID(a) || list[0].Filled != 33 || list[1].Shape != (sudoku.Shape{BoxRows: 2, BoxCols: 2}) {
		t.Fatalf("List = %+v; want the 9x9 game (33 filled) then the 4x4 one, not the untouched one", list)
	}
	if g, _, err := lib.Open(ID(untouched)); err != nil || g.Started() || g.Elapsed() != 95*time.Second {
		t.Fatalf("the untouched record opens as %v, %v", g, err)
	}
}

// A game counts from its first move: a note, a digit, a colour, a hint,
// even one undone since; a board that holds the player's marks counts
// too (a shared link's progress).
func TestGameStarted(t *testing.T) {
	grid := mustParse(t, puzzle)
	tests := []struct {
		name string
		play func(g *Game)
		want bool
	}{
		{"opened", func(g *Game) {}, false},
		{"the clock ran", func(g *Game) { g.Tick(time.Minute) }, false},
		{"graded", func(g *Game) { g.SetGrade(grade.Grade{Level: logic.Hard, Rating: 4.2}) }, false},
		{"settings changed", func(g *Game) { g.Settings.Theme = ThemeDark }, false},
		{"a digit", func(g *Game) { g.Enter([]sudoku.Cell{r1c1}, 4, Normal) }, true},
		{"a corner note", func(g *Game) { g.Enter([]sudoku.Cell{r1c1}, 4, Corner) }, true},
		{"a colour on a given", func(g *Game) { g.Enter([]sudoku.Cell{r1c3}, 1, Colour) }, true},
		{"a move undone", func(g *Game) { g.Enter([]sudoku.Cell{r1c1}, 4, Normal); g.Undo() }, true},
		{"a hint", func(g *Game) { g.CountHint() }, true},
		{"nothing to erase", func(g *Game) { g.Erase([]sudoku.Cell{r1c1}) }, false},
	}
	for _, tt := range tests {
		g, err := New(grid, DefaultSettings())
		if err != nil {
			t.Fatal(err)
		}
		tt.play(g)
		if got := g.Started(); got != tt.want {
			t.Errorf("%s: Started() = %v, want %v", tt.name, got, tt.want)
		}
		if h, err := Load(g.Save()); err != nil || h.Started() != tt.want {
			t.Errorf("%s: saved and loaded, Started() = %v (%v), want %v", tt.name, h.Started(), err, tt.want)
		}
	}
	shared, err := Resume(grid, sudoku.Rules{}, make([]CellState, 81), DefaultSettings())
	if err != nil || shared.Started() {
		t.Errorf("a link without progress: Started %v, %v", shared.Started(), err)
	}
	cells := make([]CellState, 81)
	cells[r1c1].Corner = sudoku.Set(0).With(4)
	if shared, err = Resume(grid, sudoku.Rules{}, cells, DefaultSettings()); err != nil || !shared.Started() {
		t.Errorf("a link with progress: Started %v, %v", shared.Started(), err)
	}
}

// The player's settings are kept apart from any game, for the games they
// start before one is saved; settings that do not read are none.
func TestLibrarySettings(t *testing.T) {
	store := &MemoryStorage{}
	lib := NewLibrary(store)
	if _, ok := lib.Settings(); ok {
		t.Fatal("settings before any were saved")
	}
	want := Settings{Theme: ThemeDark, Mistakes: CheckSolution}
	if err := lib.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	if got, ok := NewLibrary(store).Settings(); !ok || got != want {
		t.Fatalf("Settings = %+v, %v; want %+v", got, ok, want)
	}
	for _, bad := range []string{"{", `{"Theme":7}`, `"dark"`} {
		store.m[settingsKey] = bad
		if got, ok := lib.Settings(); ok {
			t.Errorf("settings %s read as %+v", bad, got)
		}
	}
	if list, err := lib.List(); err != nil || len(list) != 0 {
		t.Errorf("the settings are listed as a game: %+v, %v", list, err)
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

// clockAt returns a clock that reads t, then a minute later at each call.
func clockAt(t time.Time) func() time.Time {
	return func() time.Time {
		now := t
		t = t.Add(time.Minute)
		return now
	}
}

// Save stamps when a game was played, on every save, and when it finished,
// once: on the save after the board was complete.
func TestLibraryStamps(t *testing.T) {
	start := time.Date(2025, 11, 3, 14, 5, 9, 500e6, time.FixedZone("Paris", 3600))
	lib := NewLibrary(&MemoryStorage{})
	lib.Now = clockAt(start)
	g := newGame(t)
	sol := solutionOf(t)
	lib.Save(g)
	if want := start.Truncate(time.Second); !g.Played().Equal(want) {
		t.Errorf("played %v, want %v (to the second)", g.Played(), want)
	}
	g.Tick(7e9)
	solve(g, sol)
	if f, _ := g.Finished(); !f.At.IsZero() {
		t.Errorf("finished at %v before any save: the game read a clock", f.At)
	}
	lib.Save(g)
	g.Undo()
	lib.Save(g)
	f, ok := g.Finished()
	if want := start.Add(time.Minute).Truncate(time.Second); !ok || !f.At.Equal(want) || f.Elapsed != 7e9 {
		t.Errorf("finish %+v; want at %v, after 7s", f, want)
	}
	if want := start.Add(2 * time.Minute).Truncate(time.Second); !g.Played().Equal(want) {
		t.Errorf("played %v, want the last save, %v", g.Played(), want)
	}
	h, _, err := lib.Open(ID(g))
	if hf, _ := h.Finished(); err != nil || hf != f && !hf.At.Equal(f.At) {
		t.Errorf("opened with finish %+v (%v), want %+v", hf, err, f)
	}
	// No clock, no stamps.
	bare := NewLibrary(&MemoryStorage{})
	k := newGame(t)
	solve(k, sol)
	bare.Save(k)
	if f, _ := k.Finished(); !k.Played().IsZero() || !f.At.IsZero() {
		t.Errorf("a Library without a clock stamped %v, %v", k.Played(), f.At)
	}
}

// List puts the games in progress first, the last played first, then the
// finished ones, the last finished first; unknown times last.
func TestLibraryListOrder(t *testing.T) {
	store := &MemoryStorage{}
	lib := NewLibrary(store)
	day := time.Date(2025, 11, 3, 9, 0, 0, 0, time.UTC)
	at := func(h int) func() time.Time { return func() time.Time { return day.Add(time.Duration(h) * time.Hour) } }
	sol := solutionOf(t)
	games := map[string]*Game{}
	play := func(name string, hour int, finish, reveal bool) {
		p := []byte(puzzle)
		givens := strings.IndexFunc(puzzle, func(r rune) bool { return r != '0' })
		for range len(games) + 1 { // a puzzle of its own: givens fewer
			p[givens] = '0'
			givens += strings.IndexFunc(puzzle[givens+1:], func(r rune) bool { return r != '0' }) + 1
		}
		grid, err := codec.ParseGrid(string(p))
		if err != nil {
			t.Fatal(err)
		}
		g, err := New(grid, DefaultSettings())
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case reveal:
			g.Reveal(sol)
		case finish:
			solve(g, sol)
		default:
			g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
		}
		lib.Now = at(hour)
		if hour < 0 {
			lib.Now = nil
		}
		lib.Save(g)
		games[name] = g
	}
	play("old", 1, false, false)
	play("new", 5, false, false)
	play("unknown", -1, false, false)
	play("solved early", 2, true, false)
	play("revealed late", 6, false, true)
	play("solved, unknown", -1, true, false)
	list, err := lib.List()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range list {
		for name, g := range games {
			if ID(g) == s.ID {
				got = append(got, name)
			}
		}
	}
	want := []string{"new", "old", "unknown", "revealed late", "solved early", "solved, unknown"}
	if !slices.Equal(got, want) {
		t.Errorf("List order %q, want %q", got, want)
	}
	rev := list[3]
	if !rev.Finished || !rev.Finish.Revealed || !rev.Finish.At.Equal(at(6)()) || rev.Board.Filled() != 81 || rev.Givens != games["revealed late"].Givens() {
		t.Errorf("summary of the revealed game: %+v", rev)
	}
}

// Delete takes a game out with its backup, and Restore puts both back,
// unless the puzzle has a new game meanwhile.
func TestLibraryDeleteRestore(t *testing.T) {
	store := &MemoryStorage{}
	lib := NewLibrary(store)
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	lib.Save(g)
	g.Enter([]sudoku.Cell{r1c2}, 8, Normal)
	lib.Save(g)
	key := gamePrefix + ID(g)
	before := map[string]string{key: store.m[key], key + backupExt: store.m[key+backupExt]}
	d, err := lib.Delete(ID(g))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := lib.Open(ID(g)); !errors.Is(err, ErrNoGame) {
		t.Fatalf("deleted game opens: %v", err)
	}
	if _, ok := store.m[key+backupExt]; ok {
		t.Error("the backup stays after Delete")
	}
	if err := lib.Restore(d); err != nil {
		t.Fatal(err)
	}
	for k, v := range before {
		if store.m[k] != v {
			t.Errorf("after Restore %s holds %q, want %q", k, store.m[k], v)
		}
	}
	h, _, err := lib.Open(ID(g))
	if err != nil || h.Digit(r1c2) != 8 {
		t.Fatalf("restored game: %v", err)
	}
	// Deleted, then the puzzle started again: the new game stays.
	d, _ = lib.Delete(ID(g))
	fresh := newGame(t)
	lib.Save(fresh)
	if err := lib.Restore(d); !errors.Is(err, ErrRestartedGame) {
		t.Errorf("Restore over a new game: %v, want ErrRestartedGame", err)
	}
	if h, _, _ := lib.Open(ID(g)); h.Digit(r1c1) != 0 {
		t.Error("Restore overwrote the new game")
	}
	if _, err := lib.Delete("nothing"); !errors.Is(err, ErrNoGame) {
		t.Errorf("Delete of no game: %v", err)
	}
	// Storage that cannot be read: nothing is removed.
	broken := NewLibrary(&unreadableStore{store})
	if _, err := broken.Delete(ID(g)); err == nil {
		t.Error("Delete without reading the game first")
	}
	if _, ok := store.m[key]; !ok {
		t.Error("a Delete that failed removed the game")
	}
	// The record cannot be removed, after its backup was: the game stays.
	fresh.Enter([]sudoku.Cell{r2c2}, 1, Normal)
	lib.Save(fresh)
	if _, ok := store.m[key+backupExt]; !ok {
		t.Fatal("no backup to remove first")
	}
	stuck := NewLibrary(&keepsKey{store, key})
	if _, err := stuck.Delete(ID(g)); err == nil {
		t.Error("a Delete that could not remove the record reports no error")
	}
	if _, _, err := stuck.Open(ID(g)); err != nil {
		t.Errorf("a Delete that failed halfway lost the game: %v", err)
	}
}

// keepsKey fails to remove one key.
type keepsKey struct {
	*MemoryStorage
	key string
}

func (s keepsKey) Remove(k string) error {
	if k == s.key {
		return errors.New("blocked")
	}
	return s.MemoryStorage.Remove(k)
}

// unreadableStore fails every Get, as a blocked localStorage does.
type unreadableStore struct{ *MemoryStorage }

func (unreadableStore) Get(string) (string, bool, error) { return "", false, errors.New("blocked") }

// A summary's level is its grade's; a game not graded has none.
func TestSummaryLevel(t *testing.T) {
	tests := []struct {
		grade grade.Grade
		want  string
	}{
		{grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: "XY-Wing"}, "Hard"},
		{grade.Grade{Level: logic.Easy, Rating: 1.2, Hardest: "hidden single"}, "Easy"},
		{grade.Grade{Level: logic.Extreme, Rating: 10.5, SE: true, AtLeast: true}, "Extreme"},
		{grade.Grade{Level: logic.Easy, SE: true}, "Easy"}, // a complete grid, rated 0.0
		{grade.Grade{}, ""},
	}
	for _, tt := range tests {
		if got := (Summary{Grade: tt.grade}).Level(); got != tt.want {
			t.Errorf("the level of %v = %q, want %q", tt.grade, got, tt.want)
		}
	}
}

// countingGets counts the store's reads.
type countingGets struct {
	*MemoryStorage
	gets int
}

func (s *countingGets) Get(k string) (string, bool, error) {
	s.gets++
	return s.MemoryStorage.Get(k)
}

// Warm reads the games in steps of at most n records, a record that does
// not load included (once: it does not hold the steps up), and leaves
// List nothing to read; a game saved after it is read again.
func TestWarm(t *testing.T) {
	for _, n := range []int{1, 3, 10} {
		store := &countingGets{MemoryStorage: &MemoryStorage{}}
		lib := newClockedLibrary(store.MemoryStorage)
		var games []*Game
		for i := range 7 {
			games = append(games, dailyGame(t, lib, i, i%2 == 0))
		}
		if err := store.Set(gamePrefix+"not-a-game", "{broken"); err != nil {
			t.Fatal(err)
		}
		want, err := lib.List()
		if err != nil {
			t.Fatal(err)
		}
		lib = NewLibrary(store)
		records := len(games) + 1
		steps := 0
		for more := true; more; steps++ {
			if steps > records {
				t.Fatalf("n=%d: Warm still has more after %d steps", n, steps)
			}
			before := store.gets
			if more, err = lib.Warm(n); err != nil {
				t.Fatal(err)
			}
			if read := store.gets - before; read > n {
				t.Errorf("n=%d: a step read %d records", n, read)
			}
		}
		if wantSteps := (records + n - 1) / n; steps != wantSteps && steps != wantSteps+1 {
			t.Errorf("n=%d: %d steps for %d records", n, steps, records)
		}
		if store.gets != records {
			t.Errorf("n=%d: warming read %d records, want %d", n, store.gets, records)
		}
		got, err := lib.List()
		if err != nil || store.gets != records {
			t.Errorf("n=%d: List after Warm read %d more records (%v)", n, store.gets-records, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("n=%d: List after Warm differs from a plain List", n)
		}
		// A game played on after the warming is summarised as it is now.
		g := games[1]
		g.Tick(time.Minute)
		if err := lib.Save(g); err != nil {
			t.Fatal(err)
		}
		if more, err := lib.Warm(n); more || err != nil {
			t.Errorf("n=%d: Warm after a save = %v, %v", n, more, err)
		}
		got, _ = lib.List()
		for _, s := range got {
			if s.ID == ID(g) && s.Elapsed != g.Elapsed() {
				t.Errorf("n=%d: List says %v played, the game %v", n, s.Elapsed, g.Elapsed())
			}
		}
	}
}

// mustParse reads a classic grid.
func mustParse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := codec.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A grade that comes after the player left a game goes into its saved
// record, and changes nothing else: not when it was played, not the
// current game, not a grade it has; a game deleted (or archived) since is
// left alone.
func TestLibrarySetGrade(t *testing.T) {
	store := &MemoryStorage{}
	lib := NewLibrary(store)
	lib.Now = func() time.Time { return time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC) }
	left, other := newGame(t), newGame(t)
	left.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	if err := lib.Save(left); err != nil {
		t.Fatal(err)
	}
	other.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	other.givens.Set(80, 0) // another puzzle, now the current game
	if err := lib.Save(other); err != nil {
		t.Fatal(err)
	}
	lib.Now = func() time.Time { return time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC) }
	easy := grade.Grade{Level: logic.Easy, Rating: 1.2, Hardest: "Hidden Single"}
	gen := lib.Generation()
	if err := lib.SetGrade(ID(left), easy); err != nil {
		t.Fatal(err)
	}
	h, _, err := lib.Open(ID(left))
	if err != nil || h.Grade() != easy || !h.played.Equal(left.played) || h.Digit(r1c1) != 4 {
		t.Fatalf("after SetGrade: %v, grade %+v, played %v; want %+v, played %v as saved", err, h.Grade(), h.played, easy, left.played)
	}
	if id, _ := lib.Current(); id != ID(other) || lib.Generation() == gen {
		t.Errorf("current %q, generation %d (was %d); want the other game still current, and a new generation", id, lib.Generation(), gen)
	}
	hard := grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: "XY-Wing"}
	if err := lib.SetGrade(ID(left), hard); err != nil {
		t.Fatal(err)
	}
	if h, _, _ := lib.Open(ID(left)); h.Grade() != easy {
		t.Errorf("a second grade replaced the first: %+v", h.Grade())
	}
	if _, err := lib.Delete(ID(left)); err != nil {
		t.Fatal(err)
	}
	if err := lib.SetGrade(ID(left), easy); !errors.Is(err, ErrNoGame) {
		t.Errorf("SetGrade of a deleted game: %v; want ErrNoGame", err)
	}
	if _, _, err := lib.Open(ID(left)); !errors.Is(err, ErrNoGame) {
		t.Errorf("SetGrade brought a deleted game back: %v", err)
	}
}
