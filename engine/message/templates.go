package message

import "slices"

// Templates records the English templates a package declares, in the
// order it declares them, as the keys a catalogue of their translations
// holds. A package declares each with Add, in its package-level
// variables, so that the list is whole before anything reads it:
//
//	var errors message.Templates
//	var textNoPuzzle = errors.Add("no puzzle in the input")
//
// It is not safe for concurrent Adds; package initialisation makes them.
type Templates struct{ list []string }

// Add records en and returns it.
func (t *Templates) Add(en string) string {
	t.list = append(t.list, en)
	return en
}

// List returns the templates recorded, in order; the slice is the
// caller's.
func (t *Templates) List() []string { return slices.Clone(t.list) }
