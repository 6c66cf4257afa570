// Package message renders a program's sentences in a player's language:
// catalogues of words, one a language, in go-i18n v2's JSON message
// format, with CLDR's plural rules, and the languages the app speaks.
// Nothing in it is Sudoku's: the engine's steps (engine/logic) and the
// page's own strings are both rendered with it.
//
// Vocabulary:
//
//   - A key names a message: "games-saved". A Catalogue holds one
//     language's template for every key it has, or one per plural form.
//   - A template is text with placeholders, {{.Name}}, each filled by
//     the argument of that name (Arg): "{{.Count}} games saved".
//   - A plural form (PluralForm) is one of CLDR's categories: zero, one,
//     two, few, many, other. A language's PluralFunc (Plural) picks the
//     form a count takes: English "1 game", "2 games"; Russian one for 1
//     and 21, few for 2 to 4, many for 5 to 20.
//   - A fallback is the catalogue a key is read from when a catalogue
//     lacks it: English, for a translation still short of a few keys.
//   - A Schema lists the keys a program renders and the arguments each
//     gives; Check holds a catalogue to it and to its language's plural
//     forms.
//   - Languages are the languages the app speaks, each a BCP 47 tag
//     ("pt-BR") and its own name ("Português (Brasil)"); Match picks one
//     from a browser's preferences, Dir says which way it is written.
//
// Parse reads a catalogue (linear in its size); Text and Render write a
// message (linear in its length, one allocation). A Catalogue is
// read-only once parsed, and safe for concurrent use. The package keeps
// no state but the constant list of languages.
package message
