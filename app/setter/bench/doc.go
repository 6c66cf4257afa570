// Package bench is the setter's bench, shown in place of the game: a
// draft (app/setter: givens, rules, undo) on a board of its own, the
// tools that draw its rules, and the engine's live answers about it (the
// solution count, the true candidates, the rating). It needs from the
// page the engine's jobs (panel.Jobs), a game.Storage to keep the draft
// in, the open game's puzzle (data) to start from, and callbacks that
// play the draft as a game, show its logical path and draw its Share
// panel; the page hands it the keys (Key) and the end of a drag (EndDrag).
//
// The cut: Bench, the component, holds the props and joins the parts;
// editor is the draft as the setter edits it (the selection, the tool,
// the key map, what the last edit came to), plain Go whose edits report
// whether they changed the draft; answers is what the engine has said of
// each revision of the draft and the jobs that ask it; the rows of tools
// under the board are drawn by functions of that data and the bench's
// callbacks (view.go).
package bench
