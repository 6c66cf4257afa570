package game

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Storage is a string key-value store such as the browser's localStorage.
// Any call may fail (storage blocked, quota exceeded); Get reports a missing
// key as ok == false with a nil error.
type Storage interface {
	Get(key string) (value string, ok bool, err error)
	Set(key, value string) error
	Remove(key string) error
	Keys() ([]string, error)
}

// Library keeps the games in progress in a Storage, one record per puzzle,
// each with the last good copy beside it, and remembers which game is
// current. It never loses a game to a bad write: a record replaces the
// previous one only after the previous one is kept as the backup.
//
// A Library remembers the records it wrote or read successfully, so a save
// (one per keystroke) copies the known-good previous record to the backup
// without reading and decoding it again. Use one Library per Storage.
type Library struct {
	// Now tells the time for the stamps Save puts on a game: when it was
	// last played (Game.Played) and when it finished (Finish.At). The game
	// model never reads the time itself; with Now nil, Save stamps
	// nothing, and List sorts the unknown times last.
	Now func() time.Time

	store   Storage
	good    map[string]string // key -> the record last written or loaded there
	current string            // the ID last written to currentKey
	// listed holds List's summaries (the zero Summary for a record that
	// does not load) and archived Archived's, so that listing again reads
	// only what changed: the library forgets a key's entry when it writes
	// the key (trackedStore), and when told that another writer did
	// (Changed).
	listed   map[string]Summary
	archived struct {
		valid bool
		sums  []Summary
	}
	// gen counts the changes the library knows of (Changed); what List,
	// Archived and the store's keys were at a generation stands until the
	// next, so that opening Statistics twice reads the store once.
	gen        uint64
	keysAt     cached[[]string]
	listAt     cached[[]Summary]
	archivedAt cached[[]Summary]
}

// cached is a value as it was at generation gen of the library's store.
type cached[T any] struct {
	ok  bool
	gen uint64
	v   T
}

func (c *cached[T]) get(gen uint64) (T, bool) {
	if c.ok && c.gen == gen {
		return c.v, true
	}
	var zero T
	return zero, false
}

func (c *cached[T]) set(gen uint64, v T) { c.ok, c.gen, c.v = true, gen, v }

// keys returns the store's keys.
func (l *Library) keys() ([]string, error) {
	if keys, ok := l.keysAt.get(l.gen); ok {
		return keys, nil
	}
	keys, err := l.store.Keys()
	if err == nil {
		l.keysAt.set(l.gen, keys)
	}
	return keys, err
}

// trackedStore is the library's store: a write makes the library forget
// what it knew of the key.
type trackedStore struct {
	Storage
	l *Library
}

func (t trackedStore) Set(k, v string) error { t.l.Changed(k); return t.Storage.Set(k, v) }
func (t trackedStore) Remove(k string) error { t.l.Changed(k); return t.Storage.Remove(k) }

// Changed tells the library that key was changed by another writer (the
// app in another tab: the browser's storage event), or that anything may
// have been when key is "": List and Archived read it again.
func (l *Library) Changed(key string) {
	l.gen++
	switch key {
	case "":
		l.listed = nil
		l.archived.valid, l.archived.sums = false, nil
	case archiveKey:
		l.archived.valid, l.archived.sums = false, nil
	default:
		delete(l.listed, key)
	}
}

// Generation returns a number that changes whenever the store may have
// changed: with each of the library's writes, and with Changed. What was
// read from the store at one generation stands until the next.
func (l *Library) Generation() uint64 { return l.gen }

// NewLibrary returns a Library over store, with no clock (see Now).
func NewLibrary(store Storage) *Library {
	l := &Library{good: map[string]string{}}
	l.store = trackedStore{store, l}
	return l
}

// StoragePrefix begins every key the app keeps in a Storage: the
// library's and the setter's (a site that embeds the app may share the
// browser's storage with its own keys).
const StoragePrefix = "sudoku/"

const (
	gamePrefix = StoragePrefix + "game/"
	backupExt  = ".bak"
	currentKey = StoragePrefix + "current"
)

// ID names a game in the library: its puzzle's (PuzzleID).
func ID(g *Game) string { return PuzzleID(g.givens, g.rulesID) }

// PuzzleID names the game of a puzzle in the library: its givens in line
// format, and for a variant "~" and the code of its rules
// (sudoku.EncodeRules, "" for classic Sudoku). A classic puzzle's ID is
// its givens, as before variants.
func PuzzleID(givens sudoku.Grid, rulesCode string) string {
	if rulesCode == "" {
		return givens.String()
	}
	return givens.String() + "~" + rulesCode
}

// ParseID reads the puzzle an ID names (PuzzleID): its givens and rules.
func ParseID(id string) (sudoku.Grid, sudoku.Rules, error) {
	line, code, _ := strings.Cut(id, "~")
	p, err := sudoku.ParseCoded(line, code)
	if err != nil {
		return sudoku.Grid{}, sudoku.Rules{}, fmt.Errorf("game: the ID's puzzle: %w", err)
	}
	return p.Grid, p.Rules, nil
}

// Save writes g's record, after keeping the previous good record as the
// backup, and makes g the current game. With a clock (Now) it first stamps
// g: played now, and finished now if it finished since the last save. The
// stamps stay on g even when the write fails.
func (l *Library) Save(g *Game) error {
	if l.Now != nil {
		now := l.Now().Round(0).Truncate(time.Second) // as a record keeps it
		g.played = now
		if g.stampDue {
			g.finish.At, g.stampDue = now, false
		}
	}
	id := ID(g)
	key := gamePrefix + id
	rec := string(g.Save())
	prev, known := l.good[key]
	if !known {
		// First save of this key here: trust the stored record only if it loads.
		if old, ok, err := l.store.Get(key); err == nil && ok {
			if _, err := Load([]byte(old)); err == nil {
				prev, known = old, true
			}
		}
	}
	if known && prev != rec {
		if err := l.store.Set(key+backupExt, prev); err != nil {
			return err
		}
	}
	if err := l.store.Set(key, rec); err != nil {
		delete(l.good, key) // the stored record is now unknown
		return err
	}
	l.good[key] = rec
	if l.current == id {
		return nil
	}
	if err := l.store.Set(currentKey, id); err != nil {
		return err
	}
	l.current = id
	return nil
}

// SetGrade records gr as the grade of the saved game id when it has none:
// a grade the engine gave after the player had left the game. It changes
// nothing else, neither when the game was played nor the current game,
// and a game that is not saved (never, or archived or deleted since) is
// left alone: ErrNoGame. Cost: one record read and, when the grade is
// new, one written.
func (l *Library) SetGrade(id string, gr grade.Grade) error {
	key := gamePrefix + id
	data, ok, err := l.store.Get(key)
	switch {
	case err != nil:
		return err
	case !ok:
		return ErrNoGame
	}
	g, err := Load([]byte(data))
	if err != nil || !g.Grade().IsZero() || !g.SetGrade(gr) {
		return err
	}
	rec := string(g.Save())
	if err := l.store.Set(key, rec); err != nil {
		delete(l.good, key) // the stored record is now unknown
		return err
	}
	l.good[key] = rec
	return nil
}

// ErrNoGame means the library holds no game of that ID.
var ErrNoGame = errors.New("game: no saved game")

// Open loads the game of id. When its record is damaged it falls back to the
// backup and says so in notice; when both are damaged it removes them and
// returns the load error, with a notice for the player.
func (l *Library) Open(id string) (g *Game, notice string, err error) {
	key := gamePrefix + id
	delete(l.good, key)
	data, ok, err := l.store.Get(key)
	if err != nil {
		return nil, "", err
	}
	if !ok {
		return nil, "", ErrNoGame
	}
	g, err = Load([]byte(data))
	if err == nil {
		l.good[key] = data
		return g, "", nil
	}
	if backup, ok, berr := l.store.Get(key + backupExt); berr == nil && ok {
		if g, berr := Load([]byte(backup)); berr == nil {
			if l.store.Set(key, backup) == nil {
				l.good[key] = backup
			}
			return g, i18n.T("Your last save was damaged, so the game was restored from the copy before it."), nil
		}
	}
	l.store.Remove(key)
	l.store.Remove(key + backupExt)
	return nil, i18n.T("A saved game could not be read and was discarded."), err
}

// settingsKey holds the player's settings as they last chose them
// (SaveSettings), for the games they start before any is saved.
const settingsKey = StoragePrefix + "settings"

// Settings returns the settings the player chose last (SaveSettings),
// and false when none are saved or they do not read.
func (l *Library) Settings() (Settings, bool) {
	data, ok, err := l.store.Get(settingsKey)
	if err != nil || !ok {
		return Settings{}, false
	}
	var s Settings
	if json.Unmarshal([]byte(data), &s) != nil || s.check() != nil {
		return Settings{}, false
	}
	return s, true
}

// SaveSettings keeps the settings the player chose, for a game started
// before any game is saved: a game's own settings travel with its record,
// and an untouched game has none (Game.Started).
func (l *Library) SaveSettings(s Settings) error {
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return l.store.Set(settingsKey, string(data))
}

// Current returns the ID of the game played last, if any.
func (l *Library) Current() (string, bool) {
	id, ok, err := l.store.Get(currentKey)
	return id, ok && err == nil && id != ""
}

// Remove deletes a game and its backup.
func (l *Library) Remove(id string) error {
	delete(l.good, gamePrefix+id)
	return errors.Join(l.store.Remove(gamePrefix+id), l.store.Remove(gamePrefix+id+backupExt))
}

// Deleted is a game Delete took out of the library, as it was stored:
// what Restore needs to put it back.
type Deleted struct {
	ID             string
	record, backup string
	hasBackup      bool
}

// ErrRestartedGame means a deleted game cannot come back: a game of the same
// puzzle has been saved since, and Restore never overwrites a game.
var ErrRestartedGame = errors.New("game: the puzzle has a new game since")

// Delete removes the game of id and its backup, and returns them for
// Restore; ErrNoGame when there is no game of id. No game goes without a
// way back: Delete reads both first, and removes nothing when it cannot;
// it removes the backup before the record, so a failure halfway leaves the
// game in the library.
func (l *Library) Delete(id string) (Deleted, error) {
	key := gamePrefix + id
	rec, ok, err := l.store.Get(key)
	if err != nil {
		return Deleted{}, err
	}
	if !ok {
		return Deleted{}, ErrNoGame
	}
	d := Deleted{ID: id, record: rec}
	if d.backup, d.hasBackup, err = l.store.Get(key + backupExt); err != nil {
		return Deleted{}, err
	}
	delete(l.good, key)
	if d.hasBackup {
		if err := l.store.Remove(key + backupExt); err != nil {
			return Deleted{}, err
		}
	}
	if err := l.store.Remove(key); err != nil {
		return Deleted{}, err
	}
	return d, nil
}

// Restore puts back a game that Delete removed, record and backup as they
// were, unless a game of that puzzle was saved since (ErrRestartedGame).
func (l *Library) Restore(d Deleted) error {
	key := gamePrefix + d.ID
	if _, ok, err := l.store.Get(key); err != nil || ok {
		return cmp.Or(err, ErrRestartedGame)
	}
	if d.hasBackup {
		if err := l.store.Set(key+backupExt, d.backup); err != nil {
			return err
		}
	}
	if err := l.store.Set(key, d.record); err != nil {
		return err
	}
	delete(l.good, key) // known again once read or written
	return nil
}

// Summary describes a saved game for the list of games: what its row
// shows, and what statistics count (one Summary per game, finished or not).
type Summary struct {
	ID      string
	Shape   sudoku.Shape
	Givens  sudoku.Grid // the puzzle
	Rules   string      // the code of its rules (sudoku.EncodeRules), "" for classic Sudoku
	Board   sudoku.Grid // givens and the player's digits
	Filled  int         // cells holding a digit, givens included
	Cells   int
	Elapsed time.Duration // the time played so far
	Solved  bool          // the board is complete and breaks no rule (as it stands: see Finished)
	Hints   int           // hints used
	Grade   grade.Grade   // the engine's grade, the zero Grade when not graded
	Played  time.Time     // when last played; zero when not known (Game.Played)
	// Finished says the game is completed: solved or revealed (the first
	// time its board was complete); Finish says how.
	Finished bool
	Finish   Finish
	// Daily names the daily puzzle the game plays, when IsDaily.
	Daily   Daily
	IsDaily bool
	// Untouched says the game has no move yet (Game.Started is false): a
	// puzzle opened and left as it came, which is not a game to list or
	// count. List leaves such records out (the page saves none; earlier
	// versions did).
	Untouched bool
}

// Level returns the name of the level of the summary's grade ("Hard"),
// "" when it was not graded.
func (s Summary) Level() string {
	if s.Grade.IsZero() {
		return ""
	}
	return s.Grade.Level.String()
}

// Summarize describes g as List would once it is saved: the game on the
// board, as it stands.
func Summarize(g *Game) Summary { return summarize(ID(g), g) }

// summarize describes g saved under id.
func summarize(id string, g *Game) Summary {
	board := g.Grid()
	s := Summary{ID: id, Shape: g.Shape(), Givens: g.Givens(), Rules: g.rulesID, Board: board, Filled: board.Filled(), Cells: g.Shape().Cells(),
		Elapsed: g.Elapsed(), Solved: g.Solved(), Hints: g.Hints(), Grade: g.Grade(), Played: g.Played()}
	s.Finish, s.Finished = g.Finished()
	s.Daily, s.IsDaily = g.Daily()
	s.Untouched = !g.Started()
	return s
}

// List returns the saved games that load and have a move (not
// Summary.Untouched): first those in progress, the last played first,
// then the finished ones, the last finished first; games whose time is
// not known come after the others of their kind.
// Unreadable records are skipped here; Open reports them. The slice may
// be the library's own: do not change its elements (append copies it).
// Cost: nothing when the store did not change since the last call (see
// Changed); otherwise the keys are read, and the records changed since
// the library last listed them are read and decoded.
func (l *Library) List() ([]Summary, error) {
	if sums, ok := l.listAt.get(l.gen); ok {
		return sums, nil
	}
	keys, err := l.keys()
	if err != nil {
		return nil, err
	}
	out := make([]Summary, 0, len(keys)/2+1) // a record and its backup, mostly
	listed := make(map[string]Summary, len(l.listed))
	for _, k := range keys {
		id, ok := recordID(k)
		if !ok {
			continue
		}
		sum, ok := l.listed[k]
		if !ok {
			sum = l.summary(k, id)
		}
		listed[k] = sum
		if sum.ID != "" && !sum.Untouched {
			out = append(out, sum)
		}
	}
	l.listed = listed
	slices.SortFunc(out, func(a, b Summary) int {
		switch {
		case !a.Finished && b.Finished:
			return -1
		case a.Finished && !b.Finished:
			return 1
		}
		ta, tb := a.Played, b.Played
		if a.Finished {
			ta, tb = a.Finish.At, b.Finish.At
		}
		return cmp.Or(tb.Compare(ta), strings.Compare(a.ID, b.ID)) // newest first; zero times last
	})
	out = slices.Clip(out)
	l.listAt.set(l.gen, out)
	return out, nil
}

// recordID returns the ID of the game whose record is at key k, false
// when k holds no game record (a backup, the current ID, the archive).
func recordID(k string) (string, bool) {
	id, ok := strings.CutPrefix(k, gamePrefix)
	return id, ok && !strings.HasSuffix(id, backupExt)
}

// summary reads and summarises the record at key k, of the game id: the
// zero Summary (no ID) when it is missing or does not load, which List
// skips and remembers as such until the key changes.
func (l *Library) summary(k, id string) Summary {
	data, ok, err := l.store.Get(k)
	if err != nil || !ok {
		return Summary{}
	}
	g, err := Load([]byte(data))
	if err != nil {
		return Summary{}
	}
	return summarize(id, g)
}

// Warm reads and summarises up to n saved games that List has not read
// yet, so that the List after it reads none of them, and reports whether
// any are left. The page warms the library in such small steps while the
// player plays, rather than in one long pause. Cost: that of List for n
// records, and the store's keys when they changed.
func (l *Library) Warm(n int) (more bool, err error) {
	keys, err := l.keys()
	if err != nil {
		return false, err
	}
	if l.listed == nil {
		l.listed = map[string]Summary{}
	}
	for _, k := range keys {
		id, ok := recordID(k)
		if !ok {
			continue
		}
		if _, ok := l.listed[k]; ok {
			continue
		}
		if n <= 0 {
			return true, nil
		}
		n--
		l.listed[k] = l.summary(k, id)
	}
	return false, nil
}
