package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sudoku-app/sudoku/engine/scan"
)

// setupScan reads the pictures named on the command line ("-" for
// standard input), one line each: the givens as a line, or an error line.
func setupScan(fs *flag.FlagSet) action {
	return func(stdin io.Reader, stdout, stderr io.Writer) int {
		if fs.NArg() == 0 {
			fmt.Fprintln(stderr, "sudoku-cli scan: name the pictures to read (\"-\" for standard input)")
			return exitUsage
		}
		status := exitOK
		for _, name := range fs.Args() {
			line, err := scanFile(name, stdin)
			if err != nil {
				fmt.Fprintf(stderr, "error: %s: %s\n", name, strings.TrimPrefix(err.Error(), "scan: "))
				status = exitFail
				continue
			}
			if _, err := fmt.Fprintln(stdout, line); err != nil {
				fmt.Fprintf(stderr, "sudoku-cli: %v\n", err)
				return exitFail
			}
		}
		return status
	}
}

// scanFile reads the picture in the file name ("-": stdin) and returns
// its givens in line format.
func scanFile(name string, stdin io.Reader) (string, error) {
	in := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return "", errors.New(openError(err))
		}
		defer f.Close()
		in = f
	}
	img, err := scan.Decode(in)
	if err != nil {
		return "", err
	}
	res, err := scan.Read(img)
	if err != nil {
		return "", err
	}
	return res.Givens.String(), nil
}
