//go:build wasm
// +build wasm

// This file replaces go-app v9.8.0's pkg/app/wasm.go in the build of
// web/app.wasm, where http.go and resource.go (the Handler and its
// resource providers) are left out: see app/goapp/overlay.go. It is upstream's
// file without the GenerateStaticWebsite stub, which needs the Handler,
// and with the two helpers that app.go uses from http.go, copied as they
// are there.

package app

import (
	"runtime"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/errors"
)

const (
	appJS        = ""
	appWorkerJS  = ""
	manifestJSON = ""
	appCSS       = ""
)

var (
	errBadInstruction = errors.New("unsupported instruction").
		WithTag("architecture", runtime.GOARCH)
)

func wasmExecJS() string {
	return ""
}

func isRemoteLocation(path string) bool {
	return strings.HasPrefix(path, "https://") ||
		strings.HasPrefix(path, "http://")
}

func isStaticResourcePath(path string) bool {
	return strings.HasPrefix(path, "/web/") ||
		strings.HasPrefix(path, "web/")
}
