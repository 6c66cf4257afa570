package message

// Templated is an error, or any value, that can be written in another
// language: Template returns its English text as a template with named
// placeholders ({{.Cell}}, this package's format), which is also the key
// of its translation in a catalogue, and the values of its placeholders,
// by name. Its English is the template filled by the arguments; a value
// whose words are not its own (an error that quotes another's) returns
// the template "", and is written as it stands. The map is the caller's.
type Templated interface {
	Template() (template string, args map[string]string)
}
