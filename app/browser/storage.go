package browser

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// LocalStorage is game.Storage over the browser's window.localStorage,
// kept until the player clears it; TabStorage's, over sessionStorage.
// Storage can be blocked (a sandboxed or third-party iframe, strict privacy
// settings) or full; the browser then throws, which reaches Go as a panic.
// Every method turns that into an error, so play goes on unsaved.
type LocalStorage struct {
	tab bool // sessionStorage: TabStorage
}

// TabStorage returns game.Storage over window.sessionStorage: this tab's
// alone, kept through a reload and the tab's restore; a new tab, a link
// opened, starts without it.
func TabStorage() LocalStorage { return LocalStorage{tab: true} }

// ErrNoStorage is wrapped by every error of LocalStorage: the browser
// refused the app its storage, or has none.
var ErrNoStorage = errors.New("storage unavailable")

// do runs f on window.localStorage (sessionStorage for TabStorage),
// turning a thrown exception into an error.
func (s LocalStorage) do(f func(ls app.Value) app.Value) (v app.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", ErrNoStorage, r)
		}
	}()
	area := "localStorage"
	if s.tab {
		area = "sessionStorage"
	}
	ls := windowProperty(area)
	if !ls.Truthy() {
		return nil, ErrNoStorage
	}
	return f(ls), nil
}

// windowProperty reads window's property name through Reflect.get, so
// that a getter that throws (storage blocked) panics in Go, where a plain
// Get would throw through the Go program and stop it.
func windowProperty(name string) app.Value {
	return app.Window().Get("Reflect").Call("get", app.Window(), name)
}

func (s LocalStorage) Get(key string) (string, bool, error) {
	v, err := s.do(func(ls app.Value) app.Value { return ls.Call("getItem", key) })
	if err != nil || v.IsNull() || v.IsUndefined() {
		return "", false, err
	}
	return v.String(), true, nil
}

func (s LocalStorage) Set(key, value string) error {
	_, err := s.do(func(ls app.Value) app.Value { return ls.Call("setItem", key, value) })
	return err
}

func (s LocalStorage) Remove(key string) error {
	_, err := s.do(func(ls app.Value) app.Value { return ls.Call("removeItem", key) })
	return err
}

// Keys asks for every key in one call: a call per key costs more than
// the keys' text once there are hundreds of games.
func (s LocalStorage) Keys() ([]string, error) {
	var keys []string
	v, err := s.do(func(ls app.Value) app.Value {
		return app.Window().Get("JSON").Call("stringify", app.Window().Get("Object").Call("keys", ls))
	})
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(v.String()), &keys); err != nil {
		return nil, fmt.Errorf("%w: the keys cannot be read: %v", ErrNoStorage, err)
	}
	return keys, nil
}
