// Package messages holds the engine's catalogues, one file a language
// (<tag>.json: en.json, de.json, pt-BR.json, ...), in go-i18n v2's JSON
// message format, and gives them to the programs that speak every
// language: the CLI and the server. Each holds the same keys, English's
// (en.json, which package logic embeds on its own), in its language's
// words and plural forms.
//
// Package logic embeds en.json alone, so a program that links logic but
// not this package, the page's app.wasm, carries no other language; one
// that imports this package embeds every file here (a few tens of
// kilobytes each). TestCatalogues holds every file to the engine's
// messages: it parses, passes logic's Check with its language's plural
// rules, and lacks no key.
package messages

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/message"
)

//go:embed *.json
var files embed.FS

// FS returns the catalogue files, <tag>.json at its root, as a server
// hands them out.
func FS() fs.FS { return files }

// Tags returns the tags of the languages that have a catalogue here, in
// the order of message.Languages (English first). Cost: a look at each
// language's file.
func Tags() []string {
	var tags []string
	for _, l := range message.Languages {
		if _, err := fs.Stat(files, l.Tag+".json"); err == nil {
			tags = append(tags, l.Tag)
		}
	}
	return tags
}

// LanguageError reports a language without a catalogue here, and names
// those there are.
type LanguageError struct {
	Tag       string   // the tag asked for
	Languages []string // the tags of the catalogues there are (Tags)
}

func (e *LanguageError) Error() string {
	return fmt.Sprintf("messages: no catalogue for %q: the languages are %s", e.Tag, strings.Join(e.Languages, ", "))
}

// File returns the catalogue file of language tag (in any case, with '_'
// or '-': message.Find). It fails with a *LanguageError for a tag
// without one.
func File(tag string) ([]byte, error) {
	l, ok := message.Find(tag)
	if ok {
		if data, err := files.ReadFile(l.Tag + ".json"); err == nil {
			return data, nil
		}
	}
	return nil, &LanguageError{Tag: tag, Languages: Tags()}
}

// Catalogue returns the catalogue of language tag, parsed with its
// language's plural rules (message.Plural), reading the keys it lacks
// from English; for English, logic.English. It fails as File does, or
// with the parser's error, naming the line and the key. Cost: a parse
// of the file, a hundred microseconds or so; a caller keeps it.
func Catalogue(tag string) (*logic.Catalogue, error) {
	data, err := File(tag)
	if err != nil {
		return nil, err
	}
	l, _ := message.Find(tag)
	if l.Tag == message.Fallback {
		return logic.English(), nil
	}
	c, err := logic.ParseCatalogue(data, message.Plural(l.Tag))
	if err != nil {
		return nil, fmt.Errorf("messages: %s.json: %w", l.Tag, err)
	}
	return c, nil
}
