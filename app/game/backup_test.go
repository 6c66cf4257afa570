package game

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	solver "github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// dailyGame returns a game of the Easy daily puzzle n days after
// 2026-11-01, solved when finished is set, saved in lib.
func dailyGame(t testing.TB, lib *Library, n int, finished bool) *Game {
	t.Helper()
	d := Daily{Date: daily.Date{Year: 2026, Month: time.November, Day: 1}.AddDays(n), Level: logic.Easy}
	p, err := daily.Puzzle(d.Date, d.Level)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(p, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.MarkDaily(d); err != nil {
		t.Fatal(err)
	}
	sol, _, err := solver.Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	g.Tick(time.Duration(n+1) * time.Minute)
	if finished {
		solve(g, sol)
	} else {
		g.Enter([]sudoku.Cell{firstEmpty(g)}, sol.At(firstEmpty(g)), Normal)
	}
	if err := lib.Save(g); err != nil {
		t.Fatal(err)
	}
	return g
}

func firstEmpty(g *Game) sudoku.Cell {
	for c := sudoku.Cell(0); ; c++ {
		if !g.IsGiven(c) {
			return c
		}
	}
}

func newClockedLibrary(store *MemoryStorage) *Library {
	lib := NewLibrary(store)
	lib.Now = clockAt(time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC))
	return lib
}

// A backup moves every game, and the archive, to another browser whole.
func TestExportImportRoundTrip(t *testing.T) {
	from := newClockedLibrary(&MemoryStorage{})
	for i := range 5 {
		dailyGame(t, from, i, i%2 == 0)
	}
	if n, err := from.Prune(1); n != 2 || err != nil {
		t.Fatalf("Prune(1) = %d, %v; want 2 archived", n, err)
	}
	var school School
	school.Answered("technique-x-wing", true)
	school.Hinted("technique-xy-wing")
	if err := SaveSchool(from.store, school); err != nil {
		t.Fatal(err)
	}
	data, err := from.Export()
	if err != nil {
		t.Fatal(err)
	}
	to := newClockedLibrary(&MemoryStorage{})
	r, err := to.Import(data)
	if err != nil || r != (Imported{Added: 3, Archived: 2}) {
		t.Fatalf("Import = %+v, %v; want 3 added, 2 archived", r, err)
	}
	want, _ := from.List()
	got, _ := to.List()
	if len(got) != len(want) {
		t.Fatalf("%d games imported, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].ID != want[i].ID || got[i].Finish != want[i].Finish || got[i].Daily != want[i].Daily {
			t.Errorf("game %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if a, _ := to.Archived(); len(a) != 2 || !a[0].Finished || !a[0].IsDaily {
		t.Errorf("archive imported as %+v", a)
	}
	if got, err := LoadSchool(to.store); err != nil || !maps.Equal(got.Skills, school.Skills) {
		t.Errorf("the school imported as %+v, %v; want %+v", got, err, school)
	}
	// Importing again changes nothing.
	if r, err := to.Import(data); err != nil || r != (Imported{Kept: 3}) {
		t.Errorf("second Import = %+v, %v; want all kept", r, err)
	}
}

// Import merges: a game here stays unless the file's copy is further on.
func TestImportMerges(t *testing.T) {
	store := &MemoryStorage{}
	here := newClockedLibrary(store)
	dailyGame(t, here, 0, false) // in progress here, finished in the file
	dailyGame(t, here, 1, true)  // finished here, in progress in the file
	other := newClockedLibrary(&MemoryStorage{})
	dailyGame(t, other, 0, true)
	dailyGame(t, other, 1, false)
	dailyGame(t, other, 2, false) // new
	data, err := other.Export()
	if err != nil {
		t.Fatal(err)
	}
	r, err := here.Import(data)
	if err != nil || r != (Imported{Added: 1, Replaced: 1, Kept: 1}) {
		t.Fatalf("Import = %+v, %v", r, err)
	}
	games, _ := here.List()
	finished := 0
	for _, s := range games {
		if s.Finished {
			finished++
		}
	}
	if len(games) != 3 || finished != 2 {
		t.Errorf("after the merge %d games, %d finished; want 3, 2", len(games), finished)
	}
}

// A bad file is refused with a message that says what is wrong, and
// nothing here changes.
func TestImportRefuses(t *testing.T) {
	other := newClockedLibrary(&MemoryStorage{})
	dailyGame(t, other, 0, true)
	good, _ := other.Export()
	var b map[string]any
	json.Unmarshal(good, &b)
	broken := func(edit func(map[string]any)) string {
		c := map[string]any{}
		data, _ := json.Marshal(b)
		json.Unmarshal(data, &c)
		edit(c)
		out, _ := json.Marshal(c)
		return string(out)
	}
	for _, tc := range []struct{ name, file, want string }{
		{"empty", "", "not JSON"},
		{"not json", "hello", "not JSON"},
		{"other json", `{"a":1}`, "not a backup of this app's games"},
		{"future", broken(func(c map[string]any) { c["version"] = 9 }), "version 9; this app reads versions 1 to 3"},
		{"bad game", broken(func(c map[string]any) { c["games"] = []any{map[string]any{"v": 1}} }), "game 1 of 1 cannot be read"},
		{"bad archive", broken(func(c map[string]any) { c["archive"] = []any{map[string]any{"givens": "11", "elapsed_ms": 1}} }), "archived game 1 of 1"},
	} {
		store := &MemoryStorage{}
		here := newClockedLibrary(store)
		dailyGame(t, here, 5, false)
		before := maps.Clone(store.m)
		_, err := here.Import([]byte(tc.file))
		if _, ok := err.(*ImportError); !ok || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Import error %v, want one containing %q", tc.name, err, tc.want)
		}
		if !maps.Equal(store.m, before) {
			t.Errorf("%s: a refused file changed the library", tc.name)
		}
	}
}

// A backup of version 1, and the archive an earlier version kept, hold
// the archived games' grades as text: they read, and a grade that does not
// leaves its game counted, ungraded. Exported again, the grades are
// objects that read the same.
func TestImportOldGrades(t *testing.T) {
	other := strings.Replace(puzzle, "3", ".", 1)
	archive := `[{"givens":"` + puzzle + `","grade":"Master SE 7.2 (Forcing Chain)","elapsed_ms":312000,"at":"2026-11-20T10:00:00Z"},` +
		`{"givens":"` + other + `","grade":"Tough 4.2","hints":1,"elapsed_ms":60000,"at":"2026-11-21T10:00:00Z"}]`
	// The 4x4 game with a digit of the player's: a game, which List lists.
	played := strings.Replace(oldGradeRecords[3].data, `"entries":"................"`, `"entries":".2.............."`, 1)
	file := `{"format":"sudoku-games","version":1,"games":[` + played + `],"archive":` + archive + `}`
	want := map[string]grade.Grade{ // by the puzzle's givens in line format
		mustGridLine(t, puzzle): {Level: logic.Master, Rating: 7.2, SE: true, Hardest: "Forcing Chain"},
		mustGridLine(t, other):  {},
		"1...............":      oldGradeRecords[3].want,
	}
	check := func(name string, lib *Library, archived int) {
		t.Helper()
		games, err := lib.List()
		as, aerr := lib.Archived()
		if err != nil || aerr != nil || len(games) != 1 || len(as) != archived {
			t.Fatalf("%s: %d games, %d archived (%v, %v); want 1 and %d", name, len(games), len(as), err, aerr, archived)
		}
		for _, s := range append(games, as...) {
			if s.Grade != want[s.Givens.String()] {
				t.Errorf("%s: %s graded %+v, want %+v", name, s.ID, s.Grade, want[s.Givens.String()])
			}
		}
	}
	lib := newClockedLibrary(&MemoryStorage{})
	if r, err := lib.Import([]byte(file)); err != nil || r != (Imported{Added: 1, Archived: 2}) {
		t.Fatalf("Import = %+v, %v; want 1 added, 2 archived", r, err)
	}
	check("imported", lib, 2)
	out, err := lib.Export()
	if err != nil || !strings.Contains(string(out), `"grade":{"level":"Master","rating":7.2,"se":true,"hardest":"Forcing Chain"}`) {
		t.Fatalf("Export = %s, %v; want the grades as objects", out, err)
	}
	again := newClockedLibrary(&MemoryStorage{})
	if _, err := again.Import(out); err != nil {
		t.Fatal(err)
	}
	check("exported and imported again", again, 2)
	// The archive an earlier version kept in the store reads the same.
	store := &MemoryStorage{}
	store.Set(archiveKey, archive)
	kept := newClockedLibrary(store)
	kept.Save(mustLoad(t, []byte(played)))
	check("kept by an earlier version", kept, 2)
}

// mustGridLine returns a classic grid in line format.
func mustGridLine(t *testing.T, s string) string {
	t.Helper()
	g, err := codec.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g.String()
}

// Prune keeps the newest finished games whole and the current game, and
// archives the rest, which statistics still count.
func TestPrune(t *testing.T) {
	lib := newClockedLibrary(&MemoryStorage{})
	for i := range 6 {
		dailyGame(t, lib, i, true)
	}
	dailyGame(t, lib, 6, false)
	current := dailyGame(t, lib, 7, true) // finished last, and current
	n, err := lib.Prune(3)
	if err != nil || n != 4 {
		t.Fatalf("Prune(3) = %d, %v; want 4 archived", n, err)
	}
	games, _ := lib.List()
	archived, _ := lib.Archived()
	if len(games) != 4 || len(archived) != 4 {
		t.Fatalf("%d whole, %d archived; want 4 and 4", len(games), len(archived))
	}
	if id, _ := lib.Current(); id != ID(current) || games[len(games)-1].Finish.At.IsZero() {
		t.Errorf("the current game or the order changed: %q", id)
	}
	if n, err := lib.Prune(3); n != 0 || err != nil {
		t.Errorf("Prune again = %d, %v; want nothing", n, err)
	}
	// A puzzle played anew is another game: the archived one still counts.
	dailyGame(t, lib, 0, false)
	if a, _ := lib.Archived(); len(a) != 4 {
		t.Errorf("%d archived after playing one again, want 4", len(a))
	}
	// A game archived and still saved whole (Prune stopped halfway) counts
	// once.
	lib2 := newClockedLibrary(&MemoryStorage{})
	g := dailyGame(t, lib2, 0, true)
	rec, _, _ := lib2.store.Get(gamePrefix + ID(g))
	lib2.Archive(ID(g))
	lib2.store.Set(gamePrefix+ID(g), rec)
	if a, _ := lib2.Archived(); len(a) != 0 {
		t.Errorf("a game archived and whole counts %d times in the archive, want 0", len(a))
	}
}

func FuzzImport(f *testing.F) {
	lib := newClockedLibrary(&MemoryStorage{})
	dailyGame(f, lib, 0, true)
	dailyGame(f, lib, 1, false)
	lib.Prune(1)
	data, _ := lib.Export()
	f.Add(data)
	f.Add([]byte(`{"format":"sudoku-games","version":1,"games":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		store := &MemoryStorage{}
		l := NewLibrary(store)
		r, err := l.Import(data)
		if err != nil {
			if len(store.m) != 0 && r == (Imported{}) {
				t.Fatalf("a refused file left %d keys", len(store.m))
			}
			return
		}
		// What was imported exports and imports again the same.
		out, err := l.Export()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := NewLibrary(&MemoryStorage{}).Import(out); err != nil {
			t.Fatalf("an export of an imported file is refused: %v", err)
		}
	})
}

// BenchmarkListAndArchived reads what the statistics count for 1,000
// finished games, MaxFinished whole, the rest archived (as after Prune),
// in a library that has read them once: what every later open pays.
func BenchmarkListAndArchived(b *testing.B) {
	lib := newClockedLibrary(thousandGames(b))
	readAll(b, lib) // the library keeps what it read
	b.ResetTimer()
	for range b.N {
		readAll(b, lib)
	}
}

// BenchmarkListAndArchivedFirst is the same read by a new library, which
// decodes every record and the archive: what the page pays once, a
// second after it starts (and the first Games or Statistics before then).
func BenchmarkListAndArchivedFirst(b *testing.B) {
	store := thousandGames(b)
	b.ResetTimer()
	for range b.N {
		readAll(b, NewLibrary(store))
	}
}

// thousandGames returns a store of 1,000 finished dailies, pruned.
func thousandGames(b *testing.B) *MemoryStorage {
	store := &MemoryStorage{}
	lib := newClockedLibrary(store)
	for i := range 1000 {
		dailyGame(b, lib, i, true)
	}
	if _, err := lib.Prune(MaxFinished); err != nil {
		b.Fatal(err)
	}
	return store
}

// readAll reads what the statistics count, and checks that it is the
// 1,000 games of thousandGames.
func readAll(b *testing.B, lib *Library) {
	games, err := lib.List()
	archived, aerr := lib.Archived()
	if err != nil || aerr != nil || len(games)+len(archived) != 1000 {
		b.Fatalf("%d + %d games (%v, %v)", len(games), len(archived), err, aerr)
	}
}

// A finished game archived makes way for the puzzle afresh and still
// counts; a game in progress is not archived.
func TestArchive(t *testing.T) {
	lib := newClockedLibrary(&MemoryStorage{})
	done := dailyGame(t, lib, 0, true)
	going := dailyGame(t, lib, 1, false)
	if err := lib.Archive(ID(going)); err != ErrNotFinished {
		t.Errorf("Archive(in progress) = %v, want ErrNotFinished", err)
	}
	if err := lib.Archive("nothing"); err != ErrNoGame {
		t.Errorf("Archive(no game) = %v, want ErrNoGame", err)
	}
	if err := lib.Archive(ID(done)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := lib.Open(ID(done)); err != ErrNoGame {
		t.Errorf("the archived game still opens: %v", err)
	}
	a, _ := lib.Archived()
	if len(a) != 1 || a[0].ID != ID(done) || !a[0].IsDaily || a[0].Finish != done.finish {
		t.Errorf("archived %+v", a)
	}
}

// A library reads again what another writer changed once told so
// (Changed); its own writes it knows.
func TestChanged(t *testing.T) {
	store := &MemoryStorage{}
	a, b := newClockedLibrary(store), newClockedLibrary(store)
	g := dailyGame(t, a, 0, false)
	if games, _ := a.List(); len(games) != 1 || games[0].Finished {
		t.Fatalf("a lists %+v", games)
	}
	h, _, err := b.Open(ID(g))
	if err != nil {
		t.Fatal(err)
	}
	h.Reveal(mustSolve(t, h.Givens()))
	if err := b.Save(h); err != nil {
		t.Fatal(err)
	}
	if games, _ := b.List(); len(games) != 1 || !games[0].Finished {
		t.Errorf("b's own write: it lists %+v", games)
	}
	if games, _ := a.List(); len(games) != 1 || games[0].Finished {
		t.Errorf("a was not told yet, and read again: %+v", games)
	}
	a.Changed(gamePrefix + ID(g))
	if games, _ := a.List(); len(games) != 1 || !games[0].Finished {
		t.Errorf("after Changed, a lists %+v", games)
	}
	a.Archived()
	b.Archive(ID(g))
	if arch, _ := a.Archived(); len(arch) != 0 {
		t.Errorf("a read the archive before being told")
	}
	a.Changed("")
	if arch, _ := a.Archived(); len(arch) != 1 {
		t.Errorf("after Changed(\"\"), a's archive has %d games, want 1", len(arch))
	}
	// A game b adds: a's list, keys and all, stands until a is told.
	before, _ := a.List()
	added := dailyGame(t, b, 1, false)
	if games, _ := a.List(); len(games) != len(before) {
		t.Errorf("a listed %d games before being told of b's new one, want %d", len(games), len(before))
	}
	a.Changed(gamePrefix + ID(added))
	if games, _ := a.List(); len(games) != len(before)+1 {
		t.Errorf("after Changed, a lists %d games, want %d", len(games), len(before)+1)
	}
	// What List returns may be the library's own, but an append copies it.
	if games, _ := a.List(); cap(games) != len(games) {
		t.Error("List's slice has room: an append would write into the library's")
	}
	if arch, _ := a.Archived(); cap(arch) != len(arch) {
		t.Error("Archived's slice has room: an append would write into the library's")
	}
}

func mustSolve(t *testing.T, g sudoku.Grid) sudoku.Grid {
	sol, _, err := solver.Solve(g)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// A game lost at the mistake limit stays lost in the archive: finished,
// not solved.
func TestArchiveKeepsALoss(t *testing.T) {
	lib := newClockedLibrary(&MemoryStorage{})
	g := newGame(t)
	g.Settings.MistakeLimit = true
	g.Enter([]sudoku.Cell{r1c1}, 1, Normal)
	for !g.Strike() {
	}
	if err := lib.Save(g); err != nil {
		t.Fatal(err)
	}
	if err := lib.Archive(ID(g)); err != nil {
		t.Fatal(err)
	}
	as, err := lib.Archived()
	if err != nil || len(as) != 1 || !as[0].Finished || !as[0].Finish.Lost || as[0].Solved || as[0].Finish.At.IsZero() {
		t.Errorf("archived %+v (%v); want the game, lost", as, err)
	}
}
