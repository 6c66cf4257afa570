package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
)

// BackupVersion is the version of the backup file Export writes; Import
// reads it and every earlier one.
//
//	1  {"format":"sudoku-games","version":1,"exported":time,
//	    "games":[record, ...], "archive":[archived, ...]}
//	2  an archived game's grade is grade.Grade's JSON, an object, where
//	   version 1 wrote text ("Hard 4.2 (XY-Wing)"), which still reads
//	3  "school": the player's School (the school of techniques' progress)
//
// Each game is a record as Save writes it (any RecordVersion Load reads);
// the archive holds the games Prune summarised.
const BackupVersion = 3

// backupFormat names the file, so another JSON file is refused by name.
const backupFormat = "sudoku-games"

// MaxBackup bounds the size of a file Import reads.
const MaxBackup = 64 << 20

type backup struct {
	Format   string            `json:"format"`
	Version  int               `json:"version"`
	Exported string            `json:"exported,omitempty"`
	Games    []json.RawMessage `json:"games"`
	Archive  []archived        `json:"archive,omitempty"`
	School   *School           `json:"school,omitempty"`
}

// Export returns every saved game that loads, and the archive, as one
// versioned JSON file: the player's backup, and the way to move to
// another browser. Unreadable records are left out (Open reports them).
func (l *Library) Export() ([]byte, error) {
	keys, err := l.store.Keys()
	if err != nil {
		return nil, err
	}
	b := backup{Format: backupFormat, Version: BackupVersion, Games: []json.RawMessage{}}
	if l.Now != nil {
		b.Exported = formatTime(l.Now())
	}
	for _, k := range keys {
		if _, ok := recordID(k); !ok {
			continue
		}
		data, ok, err := l.store.Get(k)
		if err != nil {
			return nil, err
		}
		if _, lerr := Load([]byte(data)); !ok || lerr != nil {
			continue
		}
		b.Games = append(b.Games, json.RawMessage(data))
	}
	if b.Archive, err = l.archive(); err != nil {
		return nil, err
	}
	// A school's record that does not read is left out, as a game's is.
	if school, err := LoadSchool(l.store); err == nil && len(school.Skills) > 0 {
		b.School = &school
	}
	return json.Marshal(b)
}

// Imported says what Import did.
type Imported struct {
	Added    int // games that were not here
	Replaced int // games here that the file had further on
	Kept     int // games here that the file had no further on
	Archived int // archived games added
}

// ImportError says why a backup file was refused; nothing was changed.
// Msg says it in the page's language, but for what it quotes from the
// file's reading (a game's LoadError, the JSON decoder's error).
type ImportError struct{ Msg string }

func (e *ImportError) Error() string { return "game: backup refused: " + e.Msg }

// Import reads a file Export wrote and merges it into the library. It
// checks the whole file first and refuses a bad one (an *ImportError),
// changing nothing. A game already here stays unless the file's copy is
// further on: finished where this one is not, or played later; the
// current game (being played) always stays. Archived
// games are added unless already archived or saved whole; the school's
// progress merges into this browser's (School.Merge). Saves that fail
// halfway leave every game either as it was or as imported.
func (l *Library) Import(data []byte) (Imported, error) {
	var r Imported
	if len(data) > MaxBackup {
		return r, &ImportError{i18n.T("the file is {{.Size}} MB, more than a backup can be ({{.Most}} MB)",
			i18n.Num("Size", len(data)>>20), i18n.Num("Most", MaxBackup>>20))}
	}
	var b backup
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&b); err != nil {
		return r, &ImportError{i18n.T("this is not a backup of this app's games (not JSON: {{.Error}})", i18n.Str("Error", err.Error()))}
	}
	if b.Format != backupFormat {
		return r, &ImportError{i18n.T("this is not a backup of this app's games")}
	}
	if b.Version < 1 || b.Version > BackupVersion {
		return r, &ImportError{i18n.T("the backup is of version {{.Version}}; this app reads versions 1 to {{.Latest}}",
			i18n.Num("Version", b.Version), i18n.Num("Latest", BackupVersion))}
	}
	games := make([]*Game, len(b.Games))
	for i, raw := range b.Games {
		g, err := Load(raw)
		if err != nil {
			why := err.Error()
			if lerr, ok := err.(*LoadError); ok {
				why = lerr.Msg
			}
			return r, &ImportError{i18n.T("game {{.Game}} of {{.Games}} cannot be read ({{.Error}})",
				i18n.Num("Game", i+1), i18n.Num("Games", len(b.Games)), i18n.Str("Error", why))}
		}
		games[i] = g
	}
	for i, a := range b.Archive {
		if _, err := a.summary(); err != nil {
			return r, &ImportError{i18n.T("archived game {{.Game}} of {{.Games}}: {{.Error}}",
				i18n.Num("Game", i+1), i18n.Num("Games", len(b.Archive)), i18n.Str("Error", err.Error()))}
		}
	}
	current, _ := l.Current()
	for i, g := range games {
		key := gamePrefix + ID(g)
		if ID(g) == current {
			r.Kept++ // the game open is being played: it stays as it is
			continue
		}
		old, ok, err := l.store.Get(key)
		if err != nil {
			return r, err
		}
		var here *Game
		if ok {
			here, _ = Load([]byte(old))
		}
		switch {
		case here == nil:
			r.Added++
		case further(g, here):
			r.Replaced++
			if err := l.store.Set(key+backupExt, old); err != nil {
				return r, err
			}
		default:
			r.Kept++
			continue
		}
		if err := l.store.Set(key, string(b.Games[i])); err != nil {
			return r, err
		}
		delete(l.good, key)
	}
	n, err := l.addArchived(b.Archive)
	r.Archived = n
	if err != nil || b.School == nil {
		return r, err
	}
	school, _ := LoadSchool(l.store) // one that does not read is replaced
	school.Merge(*b.School)
	return r, SaveSchool(l.store, school)
}

// further reports whether game a is further on than game b of the same
// puzzle: finished where b is not, or (both finished or both not) played
// later.
func further(a, b *Game) bool {
	if a.finished != b.finished {
		return a.finished
	}
	return a.played.After(b.played)
}

// archived is a finished game Prune summarised: what statistics need.
type archived struct {
	Givens   string     `json:"givens"`
	Rules    string     `json:"rules,omitempty"` // a variant's rules code (sudoku.EncodeRules)
	Grade    savedGrade `json:"grade,omitzero"`  // as a record's (savedGrade): one that does not read is no grade
	Hints    int        `json:"hints,omitempty"`
	Elapsed  int64      `json:"elapsed_ms"`
	At       string     `json:"at,omitempty"`
	Revealed bool       `json:"revealed,omitempty"`
	Lost     bool       `json:"lost,omitempty"` // ended at the mistake limit (Finish.Lost)
	Daily    string     `json:"daily,omitempty"`
}

// id is the ID of the archived game's puzzle (PuzzleID).
func (a archived) id() string {
	if a.Rules == "" {
		return a.Givens
	}
	return a.Givens + "~" + a.Rules
}

// summary checks an archived game, as Import does before it takes one,
// and summarises it. Cost: one parse of its puzzle.
func (a archived) summary() (Summary, error) {
	g, _, err := ParseID(a.id())
	if err != nil {
		return Summary{}, err
	}
	if a.Elapsed < 0 || a.Hints < 0 || a.Lost && a.Revealed {
		return Summary{}, fmt.Errorf("bad time or hints, or lost and revealed")
	}
	at, err := parseTime(a.At)
	if err != nil {
		return Summary{}, err
	}
	elapsed := time.Duration(a.Elapsed) * time.Millisecond
	s := Summary{ID: a.id(), Shape: g.Shape(), Givens: g, Rules: a.Rules, Board: g, Filled: g.Filled(), Cells: g.Shape().Cells(),
		Elapsed: elapsed, Solved: !a.Revealed && !a.Lost, Hints: a.Hints, Grade: grade.Grade(a.Grade),
		Played: at, Finished: true, Finish: Finish{Elapsed: elapsed, At: at, Revealed: a.Revealed, Lost: a.Lost}}
	if a.Daily != "" {
		d, err := ParseDaily(a.Daily)
		if err != nil {
			return Summary{}, err
		}
		if _, err := (&Game{givens: g, rulesID: a.Rules}).MarkDaily(d); err != nil {
			return Summary{}, err
		}
		s.Daily, s.IsDaily = d, true
	}
	return s, nil
}

const archiveKey = StoragePrefix + "archive"

// archive reads the archived games.
func (l *Library) archive() ([]archived, error) {
	data, ok, err := l.store.Get(archiveKey)
	if err != nil || !ok {
		return nil, err
	}
	var as []archived
	if err := json.Unmarshal([]byte(data), &as); err != nil {
		return nil, fmt.Errorf("game: the archive of finished games is unreadable: %v", err)
	}
	return as, nil
}

// addArchived adds archived games not already archived or saved whole,
// and returns how many it added.
func (l *Library) addArchived(add []archived) (int, error) {
	if len(add) == 0 {
		return 0, nil
	}
	as, err := l.archive()
	if err != nil {
		return 0, err
	}
	seen := map[string]bool{}
	for _, a := range as {
		seen[a.Givens+"\x00"+a.At] = true
	}
	n := 0
	for _, a := range add {
		if seen[a.Givens+"\x00"+a.At] {
			continue
		}
		if _, ok, _ := l.store.Get(gamePrefix + a.Givens); ok {
			continue
		}
		seen[a.Givens+"\x00"+a.At] = true
		as, n = append(as, a), n+1
	}
	data, err := json.Marshal(as)
	if err != nil {
		return 0, err
	}
	return n, l.store.Set(archiveKey, string(data))
}

// Archived returns the summaries of the games Prune and Archive
// archived, finished all, for statistics; one whose record is saved whole
// too (Prune stopped halfway) is left out: it counts once, from its
// record. The slice may be the library's own: do not change its
// elements (append copies it). Cost: nothing when the store did not
// change since the last call (see Changed); the archive is read and
// decoded again only when it changed.
func (l *Library) Archived() ([]Summary, error) {
	if sums, ok := l.archivedAt.get(l.gen); ok {
		return sums, nil // a full slice: an append copies it
	}
	if !l.archived.valid {
		as, err := l.archive()
		if err != nil {
			return nil, err
		}
		sums := make([]Summary, 0, len(as))
		for _, a := range as {
			if sum, err := a.summary(); err == nil {
				sums = append(sums, sum)
			}
		}
		l.archived.valid, l.archived.sums = true, sums
	}
	keys, err := l.keys()
	if err != nil {
		return nil, err
	}
	whole := make(map[string]bool, len(keys))
	for _, k := range keys {
		whole[k] = true
	}
	// An archived game whose record is also saved whole, finished at the
	// same time, is that game (Prune stopped halfway): it counts once,
	// from its record. A new game of the puzzle (Play again) is another.
	same := func(s Summary) bool {
		k := gamePrefix + s.ID
		if !whole[k] {
			return false
		}
		sum, ok := l.listed[k]
		if !ok {
			sum = l.summary(k, s.ID)
		}
		return sum.Finished && sum.Finish.At.Equal(s.Finish.At)
	}
	out := l.archived.sums
	for i := range out {
		if same(out[i]) {
			out = slices.DeleteFunc(slices.Clone(out), same)
			break
		}
	}
	out = out[:len(out):len(out)]
	l.archivedAt.set(l.gen, out)
	return out, nil
}

// ErrNotFinished means a game cannot be archived: it is not finished.
var ErrNotFinished = errors.New("game: the game is not finished")

// Archive replaces the finished game of id by its summary in the archive,
// as Prune does, so that the puzzle can be played afresh while the game
// still counts in the statistics. The summary is stored before the
// record goes.
func (l *Library) Archive(id string) error {
	data, ok, err := l.store.Get(gamePrefix + id)
	if err != nil {
		return err
	}
	if !ok {
		return ErrNoGame
	}
	g, err := Load([]byte(data))
	if err != nil {
		return err
	}
	s := summarize(id, g)
	if !s.Finished {
		return ErrNotFinished
	}
	as, err := l.archive()
	if err != nil {
		return err
	}
	out, err := json.Marshal(append(as, archivedOf(s)))
	if err != nil {
		return err
	}
	if err := l.store.Set(archiveKey, string(out)); err != nil {
		return err
	}
	return l.Remove(id)
}

// archivedOf summarises a finished game for the archive.
func archivedOf(s Summary) archived {
	a := archived{Givens: s.Givens.String(), Rules: s.Rules, Grade: savedGrade(s.Grade), Hints: s.Hints, Elapsed: s.Finish.Elapsed.Milliseconds(),
		At: formatTime(s.Finish.At), Revealed: s.Finish.Revealed, Lost: s.Finish.Lost}
	if s.IsDaily {
		a.Daily = s.Daily.String()
	}
	return a
}

// MaxFinished is how many finished games the library keeps whole; Prune
// summarises older ones into the archive.
const MaxFinished = 200

// Prune keeps the keep finished games finished last whole, and replaces
// each older one by its summary in the archive (what statistics need,
// about 150 bytes instead of a record with its history), so the saved
// games stay within the browser's storage. The game of the current ID
// stays whole. It returns how many games it archived. A game is removed
// only once its summary is stored.
func (l *Library) Prune(keep int) (int, error) {
	games, err := l.List()
	if err != nil {
		return 0, err
	}
	current, _ := l.Current()
	var old []archived
	finished := 0
	for _, s := range games { // finished ones last finished first
		if !s.Finished {
			continue
		}
		if finished++; finished <= keep || s.ID == current {
			continue
		}
		old = append(old, archivedOf(s))
	}
	if len(old) == 0 {
		return 0, nil
	}
	as, err := l.archive()
	if err != nil {
		return 0, err
	}
	data, err := json.Marshal(append(as, old...))
	if err != nil {
		return 0, err
	}
	if err := l.store.Set(archiveKey, string(data)); err != nil {
		return 0, err
	}
	for _, a := range old {
		if err := l.Remove(a.Givens); err != nil {
			return 0, err
		}
	}
	return len(old), nil
}
