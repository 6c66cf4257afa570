package goapp

import (
	"bytes"
	"strings"
	"testing"
)

func TestWithPlainWasmFetchRefusesTheUnexpected(t *testing.T) {
	js := []byte(`const wasm = await instantiateStreaming(fetchWithProgress("/other.wasm", showProgress), go.importObject);`)
	if _, err := PlainWasmFetch(js, "/", 0); err == nil {
		t.Error("an app.js that fetches another file was taken")
	}
	twice := []byte(`fetchWithProgress("/web/app.wasm", showProgress); fetchWithProgress("/web/app.wasm", showProgress)`)
	if _, err := PlainWasmFetch(twice, "/", 0); err == nil {
		t.Error("an app.js that fetches app.wasm twice was taken")
	}
}

func TestPlainWasmFetch(t *testing.T) {
	js := []byte(`const wasm = await instantiateStreaming(fetchWithProgress("/sub/web/app.wasm", showProgress), go.importObject);`)
	plain, err := PlainWasmFetch(js, "/sub/", 0)
	if err != nil || string(plain) != `const wasm = await instantiateStreaming(fetch("/sub/web/app.wasm"), go.importObject);` {
		t.Errorf("without a size: %s, %v", plain, err)
	}
	counted, err := PlainWasmFetch(js, "/sub/", 9098003)
	if err != nil || !bytes.HasPrefix(counted, []byte(`const wasm = await instantiateStreaming(sudokuFetchWasm("/sub/web/app.wasm", 9098003), go.importObject);`)) ||
		!bytes.Contains(counted, []byte("async function sudokuFetchWasm(url, size)")) {
		t.Errorf("with a size: %s, %v", counted, err)
	}
}

func TestZoomable(t *testing.T) {
	const goApp = `<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover">`
	for _, tc := range []struct {
		name, page, want string // want "" for an error
	}{
		{"go-app's tag", "<head>" + goApp + "</head>", `<head><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"></head>`},
		{"attributes the other way round",
			`<meta content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover" name="viewport">`,
			`<meta content="width=device-width, initial-scale=1, viewport-fit=cover" name="viewport">`},
		{"no tag", "<head></head>", ""},
		{"another viewport", `<meta name="viewport" content="width=device-width">`, ""},
		{"two tags", goApp + goApp, ""},
		{"a second viewport beside it", goApp + `<meta name="viewport" content="width=500">`, ""},
	} {
		got, err := Zoomable([]byte(tc.page))
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%s: taken, as %s", tc.name, got)
		case tc.want != "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && string(got) != tc.want:
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestOfflineAnyQueryRefusesTheUnexpected(t *testing.T) {
	for _, js := range []string{
		`self.addEventListener("fetch", (event) => { event.respondWith(fetch(event.request)); });`,
		`return response || fetch(event.request); return response || fetch(event.request);`,
	} {
		if _, err := OfflineAnyQuery([]byte(js)); err == nil {
			t.Errorf("a worker not as go-app writes it was taken: %s", js)
		}
	}
}

func TestWithoutBarePath(t *testing.T) {
	js := "const cacheName = \"app-\" + \"v1\";\nconst resourcesToCache = [\"/sub\",\"/sub/\",\"/sub/?embed=1\",\"/sub/app.js\"];\n\nrest();\n"
	got, err := WithoutBarePath([]byte(js), "/sub/")
	if want := strings.Replace(js, `"/sub",`, "", 1); err != nil || string(got) != want {
		t.Errorf("WithoutBarePath gave %q, %v; want %q", got, err, want)
	}
	for _, bad := range []string{
		strings.Replace(js, `"/sub",`, "", 1),                // nothing to take out
		strings.Replace(js, `"/sub/",`, `"/sub","/sub",`, 1), // twice
		strings.Replace(js, "const resourcesToCache = ", "const toCache = ", 1),
		strings.Replace(js, "];", "", 1),
	} {
		if _, err := WithoutBarePath([]byte(bad), "/sub/"); err == nil {
			t.Errorf("a worker not as go-app writes it was taken: %s", bad)
		}
	}
}
