// Package panel is what the page's panels share, and no more: the puzzle
// a panel asks the page to open (Opening), the engine jobs a panel runs
// (Jobs, posted through Post, which hands the reply of the request's own
// type to a callback and draws the panel after), and the widgets and
// words they draw with. Each panel is a
// package of its own under app/panel/, a go-app component built by its
// constructor and setters (props) that reaches the page only through the
// callbacks the page gives it; it imports this package, never another
// panel, and never the page's own state.
package panel
