package game

import (
	"errors"
	"sort"
	"strings"
	"time"

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
	store   Storage
	good    map[string]string // key -> the record last written or loaded there
	current string            // the ID last written to currentKey
}

// NewLibrary returns a Library over store.
func NewLibrary(store Storage) *Library {
	return &Library{store: store, good: map[string]string{}}
}

const (
	gamePrefix = "sudoku/game/"
	backupExt  = ".bak"
	currentKey = "sudoku/current"
)

// ID names a game in the library: its givens in line format.
func ID(g *Game) string { return g.givens.String() }

// Save writes g's record, after keeping the previous good record as the
// backup, and makes g the current game.
func (l *Library) Save(g *Game) error {
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
			return g, "Your last save was damaged, so the game was restored from the copy before it.", nil
		}
	}
	l.store.Remove(key)
	l.store.Remove(key + backupExt)
	return nil, "A saved game could not be read and was discarded.", err
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

// Summary describes a saved game for the list of games in progress.
type Summary struct {
	ID      string
	Shape   sudoku.Shape
	Filled  int // cells holding a digit, givens included
	Cells   int
	Elapsed time.Duration
	Solved  bool
}

// List returns the saved games that load, most filled first. Unreadable
// records are skipped here; Open reports them.
func (l *Library) List() ([]Summary, error) {
	keys, err := l.store.Keys()
	if err != nil {
		return nil, err
	}
	var out []Summary
	for _, k := range keys {
		id, ok := strings.CutPrefix(k, gamePrefix)
		if !ok || strings.HasSuffix(id, backupExt) {
			continue
		}
		data, ok, err := l.store.Get(k)
		if err != nil || !ok {
			continue
		}
		g, err := Load([]byte(data))
		if err != nil {
			continue
		}
		grid := g.Grid()
		out = append(out, Summary{ID: id, Shape: g.Shape(), Filled: grid.Filled(), Cells: g.Shape().Cells(), Elapsed: g.Elapsed(), Solved: g.Solved()})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Filled != out[j].Filled {
			return out[i].Filled > out[j].Filled
		}
		return out[i].ID < out[j].ID
	})
	return out, nil
}
