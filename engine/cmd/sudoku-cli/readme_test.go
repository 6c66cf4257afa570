//go:build !js

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The README's command-line examples run as they are written, and print
// what the README shows: a block's "$ command" lines are run in turn, in
// a directory of their own, and what follows each, up to the next, is its
// output. "…" in a line of output stands for any text, and a line of "…"
// alone for any lines. "$ cat F" shows F: it writes F for the commands
// after it. sudoku-cli runs in this process; sort, tail and grep are the
// system's.
func TestReadmeExamples(t *testing.T) {
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	section, _, _ := strings.Cut(string(readme), "\n## Library")
	_, section, _ = strings.Cut(section, "\n## Command line")
	dir := t.TempDir()
	t.Chdir(dir) // the examples name their files as in the current folder
	examples := 0
	for _, block := range codeBlocks(section) {
		for _, ex := range readmeCommands(block) {
			examples++
			if file, ok := strings.CutPrefix(ex.command, "cat "); ok {
				if err := os.WriteFile(filepath.Join(dir, file), []byte(strings.Join(ex.output, "\n")+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			got, err := runPipeline(dir, ex.command)
			if err != nil {
				t.Errorf("$ %s: %v", ex.command, err)
				continue
			}
			if !linesMatch(strings.Split(strings.TrimSuffix(got, "\n"), "\n"), ex.output) {
				t.Errorf("$ %s\nprints:\n%s\nthe README shows:\n%s", ex.command, got, strings.Join(ex.output, "\n"))
			}
		}
	}
	if examples < 8 {
		t.Errorf("%d examples in the README's Command line section, want 8 or more", examples)
	}
}

// readmeExample is a command of the README and the output it shows.
type readmeExample struct {
	command string
	output  []string
}

// codeBlocks returns the text of text's fenced code blocks.
func codeBlocks(text string) []string {
	var blocks []string
	for {
		_, rest, ok := strings.Cut(text, "```")
		if !ok {
			return blocks
		}
		_, rest, _ = strings.Cut(rest, "\n") // the fence's language
		block, after, ok := strings.Cut(rest, "```")
		if !ok {
			return blocks
		}
		blocks, text = append(blocks, block), after
	}
}

// readmeCommands returns a block's "$ " commands and their outputs.
func readmeCommands(block string) []readmeExample {
	var exs []readmeExample
	for _, line := range strings.Split(strings.TrimSuffix(block, "\n"), "\n") {
		if cmd, ok := strings.CutPrefix(line, "$ "); ok {
			exs = append(exs, readmeExample{command: cmd})
		} else if len(exs) > 0 {
			exs[len(exs)-1].output = append(exs[len(exs)-1].output, line)
		}
	}
	return exs
}

// runPipeline runs command, stages joined by '|', in dir, and returns
// its standard output: "sudoku-cli" stages in this process, "echo" and
// a last "< file" here, the others as programs.
func runPipeline(dir, command string) (string, error) {
	command, file, redirected := strings.Cut(command, " < ")
	var in io.Reader = strings.NewReader("")
	if redirected {
		b, err := os.ReadFile(filepath.Join(dir, strings.TrimSpace(file)))
		if err != nil {
			return "", err
		}
		in = bytes.NewReader(b)
	}
	for _, stage := range strings.Split(command, " | ") {
		args, err := shellWords(stage)
		if err != nil || len(args) == 0 {
			return "", fmt.Errorf("%q: %v", stage, err)
		}
		var out, errOut bytes.Buffer
		switch args[0] {
		case "sudoku-cli":
			code := run(args[1:], in, &out, &errOut)
			if code != 0 && code != 1 {
				return "", fmt.Errorf("%s: exit status %d: %s", stage, code, errOut.String())
			}
		case "echo":
			out.WriteString(strings.Join(args[1:], " ") + "\n")
		default:
			cmd := exec.Command(args[0], args[1:]...)
			cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = dir, in, &out, &errOut
			if err := cmd.Run(); err != nil {
				return "", fmt.Errorf("%s: %v: %s", stage, err, errOut.String())
			}
		}
		in = &out
	}
	b, err := io.ReadAll(in)
	return string(b), err
}

// shellWords splits s into words as a shell does, with '…' and "…"
// quoting and no other expansion.
func shellWords(s string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord := false
	var quote rune
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ':
			if inWord {
				words, inWord = append(words, word.String()), false
				word.Reset()
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed %c", quote)
	}
	if inWord {
		words = append(words, word.String())
	}
	return words, nil
}

// linesMatch reports whether got matches want, where "…" in a line of
// want stands for any text, and a line of "…" alone for any lines.
func linesMatch(got, want []string) bool {
	if len(want) == 0 {
		return len(got) == 0 || len(got) == 1 && got[0] == ""
	}
	if want[0] == "…" {
		for i := 0; i <= len(got); i++ {
			if linesMatch(got[i:], want[1:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && lineMatches(got[0], want[0]) && linesMatch(got[1:], want[1:])
}

// lineMatches reports whether got matches want, where "…" stands for
// any text.
func lineMatches(got, want string) bool {
	parts := strings.Split(want, "…")
	if len(parts) == 1 {
		return got == want
	}
	if !strings.HasPrefix(got, parts[0]) || !strings.HasSuffix(got[len(parts[0]):], parts[len(parts)-1]) {
		return false
	}
	rest := got[len(parts[0]) : len(got)-len(parts[len(parts)-1])]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(rest, p)
		if i < 0 {
			return false
		}
		rest = rest[i+len(p):]
	}
	return true
}
