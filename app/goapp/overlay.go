//go:build ignore

// Overlay writes the go command's -overlay file that builds web/app.wasm
// without go-app's server side (see main.go):
//
//	go run app/goapp/overlay.go -o .cache/goapp-overlay.json
//
// run from the repository root, with go-app in the module cache (go mod
// download). The overlay maps a go-app module that exists on no disk,
// .cache/go-app, onto the module cache's copy, file by file, with the
// changes below; and it gives the main module a go.mod that replaces go-app
// with it. The go command refuses to overlay the module cache's files
// themselves. Native builds, go vet and tests, which take no overlay, use
// go-app as published.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

const (
	goApp        = "github.com/maxence-charriere/go-app/v9"
	goAppVersion = "v9.8.0" // the version changes were made for
	virtual      = ".cache/go-app"
)

// changes are the files of go-app replaced in app.wasm's build: "" leaves
// one out. http.go and resource.go are the Handler and its resource
// providers, which link net/http, crypto/tls and text/template;
// _goapp/wasm.go is go-app's pkg/app/wasm.go without the
// GenerateStaticWebsite stub, which needs the Handler, and with the two
// helpers the rest of the package takes from http.go; _goapp/route.go is
// pkg/app/route.go without the routes by regexp, which link regexp.
// _goapp/crypto.go leaves out Context.Encrypt's AES (crypto/aes, cipher
// and rand), which the page never calls.
var changes = map[string]string{
	"pkg/app/http.go":     "",
	"pkg/app/resource.go": "",
	"pkg/app/wasm.go":     "app/goapp/_upstream/wasm.go",
	"pkg/app/route.go":    "app/goapp/_upstream/route.go",
	"pkg/app/crypto.go":   "app/goapp/_upstream/crypto.go",
}

// standIns are modules go-app requires that app.wasm's build replaces
// with a module of its own, virtual as go-app is: the module's path, and
// the directory under app/goapp/_upstream that holds its files. go-app
// takes NewString alone from github.com/google/uuid, which links
// crypto/md5, crypto/sha1 and crypto/rand for it.
var standIns = map[string]string{
	"github.com/google/uuid": "uuid",
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("overlay: ")
	out := flag.String("o", "", "the overlay file to write")
	flag.Parse()
	if *out == "" {
		log.Fatal("-o names the file to write")
	}
	if err := write(*out); err != nil {
		log.Fatal(err)
	}
}

func write(out string) error {
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	var mod struct{ Dir, Version string }
	list, err := exec.Command("go", "list", "-m", "-json", goApp).Output()
	if err == nil {
		err = json.Unmarshal(list, &mod)
	}
	switch {
	case err != nil:
		return fmt.Errorf("finding %s: %v", goApp, err)
	case mod.Version != goAppVersion:
		return fmt.Errorf("go.mod asks for %s %s; app/goapp/_upstream/wasm.go is %s's: compare it with the new pkg/app/wasm.go, http.go and resource.go, then set goAppVersion in %s",
			goApp, mod.Version, goAppVersion, "app/goapp/overlay.go")
	case mod.Dir == "":
		return fmt.Errorf("%s is not in the module cache: run go mod download %s", goApp, goApp)
	}

	replace := map[string]string{}
	err = filepath.WalkDir(mod.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(mod.Dir, p)
		if err != nil {
			return err
		}
		replace[filepath.Join(root, virtual, rel)] = p
		return nil
	})
	if err != nil {
		return err
	}
	for rel, with := range changes {
		name := filepath.Join(root, virtual, filepath.FromSlash(rel))
		if _, ok := replace[name]; !ok {
			return fmt.Errorf("%s %s has no %s to replace", goApp, goAppVersion, rel)
		}
		if with != "" {
			with = filepath.Join(root, filepath.FromSlash(with))
		}
		replace[name] = with
	}

	goMod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return err
	}
	clientMod := strings.TrimSuffix(out, filepath.Ext(out)) + ".go.mod"
	goMod = fmt.Appendf(goMod, "\nreplace %s => ./%s\n", goApp, virtual)
	for path, dir := range standIns {
		files, err := os.ReadDir(filepath.Join(root, "app/goapp/_upstream", dir))
		if err != nil {
			return fmt.Errorf("the stand-in for %s: %v", path, err)
		}
		at := filepath.Join(".cache", "standin", dir)
		for _, f := range files {
			replace[filepath.Join(root, at, f.Name())] = filepath.Join(root, "app/goapp/_upstream", dir, f.Name())
		}
		goMod = fmt.Appendf(goMod, "replace %s => ./%s\n", path, filepath.ToSlash(at))
	}
	if err := os.WriteFile(clientMod, goMod, 0o644); err != nil {
		return err
	}
	replace[filepath.Join(root, "go.mod")], err = filepath.Abs(clientMod)
	if err != nil {
		return err
	}

	b, err := json.MarshalIndent(struct{ Replace map[string]string }{replace}, "", "\t")
	if err != nil {
		return err
	}
	return os.WriteFile(out, b, 0o644)
}
