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
type Library struct{ Store Storage }

const (
	gamePrefix = "sudoku/game/"
	backupExt  = ".bak"
	currentKey = "sudoku/current"
)

// ID names a game in the library: its givens in line format.
func ID(g *Game) string { return g.givens.String() }

// Save writes g's record and makes g the current game.
func (l Library) Save(g *Game) error {
	key := gamePrefix + ID(g)
	if old, ok, err := l.Store.Get(key); err == nil && ok {
		if _, err := Load([]byte(old)); err == nil {
			if err := l.Store.Set(key+backupExt, old); err != nil {
				return err
			}
		}
	}
	if err := l.Store.Set(key, string(g.Save())); err != nil {
		return err
	}
	return l.Store.Set(currentKey, ID(g))
}

// ErrNoGame means the library holds no game of that ID.
var ErrNoGame = errors.New("game: no saved game")

// Open loads the game of id. When its record is damaged it falls back to the
// backup and says so in notice; when both are damaged it removes them and
// returns the load error, with a notice for the player.
func (l Library) Open(id string) (g *Game, notice string, err error) {
	key := gamePrefix + id
	data, ok, err := l.Store.Get(key)
	if err != nil {
		return nil, "", err
	}
	if !ok {
		return nil, "", ErrNoGame
	}
	g, err = Load([]byte(data))
	if err == nil {
		return g, "", nil
	}
	if backup, ok, berr := l.Store.Get(key + backupExt); berr == nil && ok {
		if g, berr := Load([]byte(backup)); berr == nil {
			l.Store.Set(key, backup)
			return g, "Your last save was damaged, so the game was restored from the copy before it.", nil
		}
	}
	l.Store.Remove(key)
	l.Store.Remove(key + backupExt)
	return nil, "A saved game could not be read and was discarded.", err
}

// Current returns the ID of the game played last, if any.
func (l Library) Current() (string, bool) {
	id, ok, err := l.Store.Get(currentKey)
	return id, ok && err == nil && id != ""
}

// Remove deletes a game and its backup.
func (l Library) Remove(id string) error {
	return errors.Join(l.Store.Remove(gamePrefix+id), l.Store.Remove(gamePrefix+id+backupExt))
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
func (l Library) List() ([]Summary, error) {
	keys, err := l.Store.Keys()
	if err != nil {
		return nil, err
	}
	var out []Summary
	for _, k := range keys {
		id, ok := strings.CutPrefix(k, gamePrefix)
		if !ok || strings.HasSuffix(id, backupExt) {
			continue
		}
		data, ok, err := l.Store.Get(k)
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
