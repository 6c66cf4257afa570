package browser

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Durable is game.Storage over localStorage that a killed browser does
// not set back: every write also goes to a journal in IndexedDB, in one
// transaction per task with strict durability, which the browser has on
// disk when it completes (a few milliseconds after the write, where
// localStorage waits seconds). Reads are localStorage's, so they stay
// synchronous and other tabs still hear of changes through its "storage"
// event. OpenDurable brings localStorage in line with a newer journal
// before the page reads anything (journal.go says how it tells).
//
// Without IndexedDB (blocked, or a browser without it), Durable is
// LocalStorage alone. A journal write that fails (storage full) is
// reported by the writes after it, until one succeeds: the page then says
// "Not saved", and play goes on.
type Durable struct {
	LocalStorage
	prefix string

	mu     sync.Mutex
	db     app.Value // the journal; nil without one
	tx     app.Value // the transaction of the current task's writes, or nil
	failed error     // why the journal's last transaction failed, or nil
	onFail func(error)
	// abandoned: the page went on without the journal (OpenDurable's wait).
	abandoned bool
	// endTask forgets tx once the task that opened it ends: a transaction
	// takes no more writes after that.
	endTask          app.Func
	complete, aborts app.Func // a transaction's end
}

// The journal's database: one object store of strings by key.
const (
	journalDB      = "sudoku"
	journalVersion = 1
	journalStore   = "records"
)

// OpenDurable opens the journal for the app's records, those whose keys
// start with prefix, and brings localStorage and it in line (journal.go
// says which way). When localStorage holds records, it waits for that, at
// most wait: a start then costs one read of each count, and all the
// records when one copy is behind. On a first visit (no records) nothing
// waits: the journal opens beside the page, which reloads in the rare
// case that the journal had records to give back (a kill before the
// first records reached the disk). Past wait, or when IndexedDB fails,
// the page plays on LocalStorage alone. Call it on the page's main
// goroutine, before the app runs.
func OpenDurable(prefix string, wait time.Duration) *Durable {
	d := &Durable{prefix: prefix}
	d.endTask = app.FuncOf(func(app.Value, []app.Value) any {
		d.mu.Lock()
		d.tx = nil
		d.mu.Unlock()
		return nil
	})
	d.complete = app.FuncOf(func(app.Value, []app.Value) any {
		d.mu.Lock()
		d.failed = nil
		d.mu.Unlock()
		return nil
	})
	d.aborts = app.FuncOf(func(this app.Value, _ []app.Value) any {
		err := fmt.Errorf("%w: the browser's database did not take a save (%s)", ErrNoStorage, domError(this.Get("error")))
		d.mu.Lock()
		d.failed = err
		f := d.onFail
		d.mu.Unlock()
		if f != nil {
			go f(err) // not on the event loop's callback
		}
		return nil
	})
	first := d.firstVisit()
	ready := make(chan struct{})
	go func() {
		defer close(ready)
		restored, err := d.openJournal()
		switch {
		case err != nil:
			app.Logf("saves: no journal in IndexedDB, localStorage alone: %v", err)
		case restored && first:
			app.Window().Get("location").Call("reload")
		}
	}()
	if first {
		return d
	}
	select {
	case <-ready:
	case <-time.After(wait):
		d.mu.Lock()
		d.abandoned = true
		d.mu.Unlock()
		app.Logf("saves: IndexedDB did not answer in %v: localStorage alone", wait)
	}
	return d
}

// firstVisit reports whether localStorage holds none of the app's
// records: its count answers at once for a player who has played here
// since the journal came; only without it are the keys listed.
func (d *Durable) firstVisit() bool {
	if _, ok, err := d.LocalStorage.Get(d.prefix + writtenSuffix); ok || err != nil {
		return false
	}
	keys, err := ownKeys(d.LocalStorage, d.prefix)
	return err == nil && len(keys) == 0
}

// OnFail has f told, on a goroutine of its own, of each journal write that
// fails after the call that made it returned (storage full): the calls
// after it return the error too, until a write succeeds. nil stops it.
func (d *Durable) OnFail(f func(error)) {
	d.mu.Lock()
	d.onFail = f
	d.mu.Unlock()
}

// openJournal opens the journal and makes the copies agree (agree), and
// reports whether localStorage took the journal's records.
func (d *Durable) openJournal() (restored bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("IndexedDB threw: %v", r)
		}
	}()
	idb := windowProperty("indexedDB")
	if !idb.Truthy() {
		return false, errors.New("this browser has no IndexedDB")
	}
	req := idb.Call("open", journalDB, journalVersion)
	upgrade := app.FuncOf(func(app.Value, []app.Value) any {
		req.Get("result").Call("createObjectStore", journalStore)
		return nil
	})
	defer upgrade.Release()
	req.Set("onupgradeneeded", upgrade)
	db, err := await(req, "success", "blocked")
	if err != nil {
		return false, fmt.Errorf("opening the database: %w", err)
	}
	restored, err = d.agree(db)
	if err != nil {
		d.mu.Lock()
		d.db = nil
		d.mu.Unlock()
		db.Call("close")
	}
	return restored, err
}

// use makes db the journal that writes go to, unless the page went on
// without it.
func (d *Durable) use(db app.Value) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.abandoned {
		return false
	}
	d.db = db
	return true
}

// agree brings the older of localStorage and the journal db in line with
// the newer (journal.go's newer), then has writes go to db (use).
func (d *Durable) agree(db app.Value) (restored bool, err error) {
	counter := d.prefix + writtenSuffix
	store := db.Call("transaction", journalStore, "readonly").Call("objectStore", journalStore)
	got, err := await(store.Call("get", counter), "success")
	if err != nil {
		return false, fmt.Errorf("reading the count: %w", err)
	}
	local, ok, err := d.LocalStorage.Get(counter)
	if err != nil {
		return false, err
	}
	journalCount := int64(-1)
	if got.Type() == app.TypeString {
		journalCount = count(got.String(), true)
	}
	switch newer(count(local, ok), journalCount) {
	case inSync:
		if !d.use(db) {
			return false, errAbandoned
		}
		return false, nil
	case toLocal:
		records, err := readAll(db)
		if err != nil {
			return false, err
		}
		d.mu.Lock()
		abandoned := d.abandoned
		d.mu.Unlock()
		if abandoned {
			return false, errAbandoned
		}
		if err := restoreLocal(d.LocalStorage, d.prefix, records); err != nil {
			return false, err
		}
		d.use(db)
		return true, nil
	}
	// The journal takes localStorage's records in one transaction, and
	// the writes after these come after it (IndexedDB keeps the order
	// of a store's transactions), so it takes them from now on.
	records, err := localRecords(d.LocalStorage, d.prefix)
	if err != nil {
		return false, err
	}
	tx := db.Call("transaction", journalStore, "readwrite", map[string]any{"durability": "strict"})
	store = tx.Call("objectStore", journalStore)
	store.Call("clear")
	for k, v := range records {
		store.Call("put", v, k)
	}
	if !d.use(db) {
		tx.Call("abort")
		return false, errAbandoned
	}
	if _, err := await(tx, "complete", "abort"); err != nil {
		// Without its count, the journal takes everything again at
		// the next start.
		db.Call("transaction", journalStore, "readwrite").Call("objectStore", journalStore).Call("delete", counter)
		return false, fmt.Errorf("copying %d records in: %w", len(records), err)
	}
	return false, nil
}

// errAbandoned: the page went on without the journal (OpenDurable's wait).
var errAbandoned = errors.New("the page went on without the journal")

// readAll returns every record of the journal db.
func readAll(db app.Value) (map[string]string, error) {
	store := db.Call("transaction", journalStore, "readonly").Call("objectStore", journalStore)
	keys, err := await(store.Call("getAllKeys"), "success")
	if err != nil {
		return nil, fmt.Errorf("reading the keys: %w", err)
	}
	values, err := await(store.Call("getAll"), "success")
	if err != nil {
		return nil, fmt.Errorf("reading the records: %w", err)
	}
	n := keys.Length()
	if values.Length() != n {
		return nil, fmt.Errorf("%d keys for %d records", n, values.Length())
	}
	records := make(map[string]string, n)
	for i := range n {
		if k, v := keys.Index(i), values.Index(i); k.Type() == app.TypeString && v.Type() == app.TypeString {
			records[k.String()] = v.String()
		}
	}
	return records, nil
}

// await waits for target's event ok (its result) or one of fails, or
// "error" (the error's name and message).
func await(target app.Value, ok string, fails ...string) (app.Value, error) {
	type answer struct {
		v   app.Value
		err error
	}
	answers := make(chan answer, 1)
	send := func(a answer) {
		select {
		case answers <- a:
		default: // an error is followed by an abort: the first counts
		}
	}
	succeed := app.FuncOf(func(app.Value, []app.Value) any {
		send(answer{v: target.Get("result")})
		return nil
	})
	defer succeed.Release()
	target.Set("on"+ok, succeed)
	for _, event := range append(fails, "error") {
		fail := app.FuncOf(func(app.Value, []app.Value) any {
			send(answer{err: fmt.Errorf("%s: %s", event, domError(target.Get("error")))})
			return nil
		})
		defer fail.Release()
		target.Set("on"+event, fail)
	}
	a := <-answers
	return a.v, a.err
}

// domError describes a DOMException (or its absence).
func domError(e app.Value) string {
	if e == nil || !e.Truthy() {
		return "no reason given"
	}
	return e.Get("name").String() + ": " + e.Get("message").String()
}

// Set writes value under key in localStorage and the journal.
func (d *Durable) Set(key, value string) error {
	if err := d.LocalStorage.Set(key, value); err != nil {
		return err
	}
	return d.journal(func(store app.Value) { store.Call("put", value, key) })
}

// Remove removes key from localStorage and the journal.
func (d *Durable) Remove(key string) error {
	if err := d.LocalStorage.Remove(key); err != nil {
		return err
	}
	return d.journal(func(store app.Value) { store.Call("delete", key) })
}

// journal does op in the current task's transaction, opening it (with
// the batch's count) for the task's first write. It returns why the last
// transaction that ended failed, if it did.
func (d *Durable) journal(op func(store app.Value)) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.db == nil {
		return nil
	}
	for attempt := 0; ; attempt++ {
		err := d.try(op)
		if err == nil {
			return d.failed
		}
		d.tx = nil // closed under us: once more in a new one
		if attempt > 0 {
			return fmt.Errorf("%w: the browser's database: %v", ErrNoStorage, err)
		}
	}
}

func (d *Durable) try(op func(store app.Value)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	if d.tx == nil {
		n := nextCount(d.LocalStorage, d.prefix)
		if err := d.LocalStorage.Set(d.prefix+writtenSuffix, n); err != nil {
			return err
		}
		tx := d.db.Call("transaction", journalStore, "readwrite", map[string]any{"durability": "strict"})
		tx.Set("oncomplete", d.complete)
		tx.Set("onabort", d.aborts)
		tx.Call("objectStore", journalStore).Call("put", n, d.prefix+writtenSuffix)
		d.tx = tx
		app.Window().Call("queueMicrotask", d.endTask)
	}
	op(d.tx.Call("objectStore", journalStore))
	return nil
}
