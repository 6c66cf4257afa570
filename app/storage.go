package app

import (
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// localStorage is game.Storage over the browser's window.localStorage.
// Storage can be blocked (a sandboxed or third-party iframe, strict privacy
// settings) or full; the browser then throws, which reaches Go as a panic.
// Every method turns that into an error, so play goes on unsaved.
type localStorage struct{}

var errNoStorage = errors.New("storage unavailable")

// do runs f on window.localStorage, turning a thrown exception into an error.
func (localStorage) do(f func(ls app.Value) app.Value) (v app.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errNoStorage, r)
		}
	}()
	ls := app.Window().Get("localStorage")
	if !ls.Truthy() {
		return nil, errNoStorage
	}
	return f(ls), nil
}

func (s localStorage) Get(key string) (string, bool, error) {
	v, err := s.do(func(ls app.Value) app.Value { return ls.Call("getItem", key) })
	if err != nil || v.IsNull() || v.IsUndefined() {
		return "", false, err
	}
	return v.String(), true, nil
}

func (s localStorage) Set(key, value string) error {
	_, err := s.do(func(ls app.Value) app.Value { return ls.Call("setItem", key, value) })
	return err
}

func (s localStorage) Remove(key string) error {
	_, err := s.do(func(ls app.Value) app.Value { return ls.Call("removeItem", key) })
	return err
}

func (s localStorage) Keys() ([]string, error) {
	var keys []string
	_, err := s.do(func(ls app.Value) app.Value {
		for i := 0; i < ls.Length(); i++ {
			if k := ls.Call("key", i); !k.IsNull() {
				keys = append(keys, k.String())
			}
		}
		return nil
	})
	return keys, err
}
