package browser

import (
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/app/game"
)

// The journal is the copy of the app's storage in IndexedDB that Durable
// writes beside localStorage. This file is what decides, at the start,
// which copy is newer and how the other is brought in line: pure, and
// tested natively.
//
// Both copies hold a counter, under the key prefix+writtenSuffix, that
// every batch of writes raises by one in both (one IndexedDB transaction
// carries the batch and its count). So the copy with the higher count has
// writes the other lost: localStorage's after a kill (the browser puts it
// on disk seconds after a write), the journal's after a write to it failed
// or the page closed before its transaction ended.
const writtenSuffix = "written"

// direction says which copy is brought in line with the other.
type direction int

const (
	inSync    direction = iota // the counts agree: nothing to do
	toLocal                    // the journal is newer: localStorage takes its records
	toJournal                  // localStorage is newer, or the journal is new: the journal takes localStorage's records
)

// count reads a copy's counter: -1 when it has none.
func count(v string, ok bool) int64 {
	if !ok {
		return -1
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		return -1
	}
	return n
}

// newer compares the counts of localStorage and the journal (count's).
// A journal without a count is new (the first start with it, which moves
// the existing records in) or was found unsound: it takes localStorage's.
func newer(local, journal int64) direction {
	switch {
	case journal < 0 || local > journal:
		return toJournal
	case journal > local:
		return toLocal
	}
	return inSync
}

// ownKeys returns the keys of local under prefix: the app's, in a
// localStorage that a site embedding the app may share with its own.
func ownKeys(local game.Storage, prefix string) ([]string, error) {
	keys, err := local.Keys()
	if err != nil {
		return nil, err
	}
	own := keys[:0]
	for _, k := range keys {
		if strings.HasPrefix(k, prefix) {
			own = append(own, k)
		}
	}
	return own, nil
}

// restoreLocal makes local's records under prefix those of the journal
// (all of it): a record the journal holds is written where it differs, and
// one it does not hold is removed. Cost: one read per journal record.
func restoreLocal(local game.Storage, prefix string, journal map[string]string) error {
	keys, err := ownKeys(local, prefix)
	if err != nil {
		return err
	}
	for _, k := range keys {
		if _, ok := journal[k]; !ok {
			if err := local.Remove(k); err != nil {
				return err
			}
		}
	}
	for k, v := range journal {
		if !strings.HasPrefix(k, prefix) {
			continue
		}
		if old, ok, err := local.Get(k); err != nil {
			return err
		} else if ok && old == v {
			continue
		}
		if err := local.Set(k, v); err != nil {
			return err
		}
	}
	return nil
}

// localRecords returns local's records under prefix, for the journal to
// take whole. They include a count: when localStorage has none (records
// from before the journal), it is given one, 1, in local and the result.
func localRecords(local game.Storage, prefix string) (map[string]string, error) {
	keys, err := ownKeys(local, prefix)
	if err != nil {
		return nil, err
	}
	records := make(map[string]string, len(keys)+1)
	for _, k := range keys {
		v, ok, err := local.Get(k)
		if err != nil {
			return nil, err
		}
		if ok {
			records[k] = v
		}
	}
	counter := prefix + writtenSuffix
	if count(records[counter], records[counter] != "") < 0 {
		records[counter] = "1"
		if err := local.Set(counter, "1"); err != nil {
			return nil, err
		}
	}
	return records, nil
}

// nextCount returns the count of the next batch of writes: one above
// localStorage's, which every tab of the app shares.
func nextCount(local game.Storage, prefix string) string {
	v, ok, err := local.Get(prefix + writtenSuffix)
	if err != nil {
		return "1"
	}
	return strconv.FormatInt(max(count(v, ok), 0)+1, 10)
}
