package goapp

import "testing"

func TestWithPlainWasmFetchRefusesTheUnexpected(t *testing.T) {
	js := []byte(`const wasm = await instantiateStreaming(fetchWithProgress("/other.wasm", showProgress), go.importObject);`)
	if _, err := PlainWasmFetch(js, "/"); err == nil {
		t.Error("an app.js that fetches another file was taken")
	}
	twice := []byte(`fetchWithProgress("/web/app.wasm", showProgress); fetchWithProgress("/web/app.wasm", showProgress)`)
	if _, err := PlainWasmFetch(twice, "/"); err == nil {
		t.Error("an app.js that fetches app.wasm twice was taken")
	}
}
