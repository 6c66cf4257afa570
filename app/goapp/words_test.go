package goapp

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/message"
)

// testWords is a Words of the app's languages.
func testWords() Words {
	w := Words{Labels: map[string]LoaderWords{}, SavedKey: "sudoku/language"}
	for _, l := range message.Languages {
		w.Tags = append(w.Tags, l.Tag)
		w.Labels[l.Tag] = LoaderWords{Loading: "label " + l.Tag, Failed: "failed " + l.Tag, Retry: "retry " + l.Tag, Unsupported: "unsupported " + l.Tag}
		if message.Dir(l.Tag) == "rtl" {
			w.RTL = append(w.RTL, l.Tag)
		}
	}
	return w
}

// TestStartWordsPicksAsMatch runs the loader's pick of a language in
// node over a table of saved choices and browser preferences, and checks
// it against engine/message's Find and Match, which the page follows.
func TestStartWordsPicksAsMatch(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed (make test's WASM tests need it too)")
	}
	cases := []struct {
		Saved     string   `json:"saved"`
		Preferred []string `json:"preferred"`
	}{
		{"", nil},
		{"", []string{"de-AT", "en"}},
		{"", []string{"fr-CA"}},
		{"", []string{"pt-PT"}},
		{"", []string{"pt"}},
		{"", []string{"zh-TW", "ja"}},
		{"", []string{"zh-Hant-HK", "ko-KR"}},
		{"", []string{"zh-Hans-HK"}},
		{"", []string{"zh-CN"}},
		{"", []string{"zh"}},
		{"", []string{"ZH_sg"}},
		{"", []string{"sv-SE", "nb", "ar-EG"}},
		{"", []string{"sv-SE"}},
		{"", []string{"en-GB", "de"}},
		{"", []string{"de;q=0.8"}},
		{"", []string{" pl "}},
		{"", []string{"pt_br"}},
		{"ja", []string{"de"}},
		{"PT_br", []string{"de"}},
		{"xx", []string{"ru"}},
		{"de-AT", []string{"it"}},
		{"", []string{""}},
	}
	var script strings.Builder
	script.WriteString(startWords)
	script.WriteString("\nconst tags = ")
	tags, _ := json.Marshal(testWords().Tags)
	script.Write(tags)
	script.WriteString(";\nconst cases = ")
	data, _ := json.Marshal(cases)
	script.Write(data)
	script.WriteString(";\nconsole.log(JSON.stringify(cases.map((c) => sudokuPickLanguage(c.saved, c.preferred || [], tags))));\n")
	out, err := exec.Command(node, "-e", script.String()).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	var got []string
	if err := json.Unmarshal(out, &got); err != nil || len(got) != len(cases) {
		t.Fatalf("node wrote %q (%v)", out, err)
	}
	for i, c := range cases {
		want := message.Match(c.Preferred)
		if l, ok := message.Find(c.Saved); ok {
			want = l.Tag
		}
		if got[i] != want {
			t.Errorf("saved %q, preferred %q: the loader picks %q, message %q", c.Saved, c.Preferred, got[i], want)
		}
	}
}

func TestStartWords(t *testing.T) {
	js := []byte("const goappEnv = {};\nconst goappLoadingLabel = \"Loading Sudoku…\";\n" +
		"  let instantiateStreaming = WebAssembly.instantiateStreaming;\n" +
		"    loaderLabel.innerText = err;\nrest();\n")
	out, err := StartWords(js, testWords())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "const goappLoadingLabel = sudokuStartWords(goappEnv);") ||
		strings.Contains(string(out), "/*WORDS*/") || !strings.Contains(string(out), `"label de"`) ||
		!strings.Contains(string(out), "    sudokuLoadFailed(err);\n") || strings.Contains(string(out), "loaderLabel.innerText = err") ||
		!strings.Contains(string(out), `if (typeof WebAssembly !== "object")`) {
		t.Errorf("StartWords wrote:\n%s", out)
	}
	for _, bad := range [][]byte{
		[]byte("rest();\n"),
		append(append([]byte{}, js...), js...),
		[]byte(strings.Replace(string(js), "    loaderLabel.innerText = err;\n", "", 1)),
	} {
		if _, err := StartWords(bad, testWords()); err == nil {
			t.Errorf("StartWords took %q", bad)
		}
	}
	if _, err := StartWords(js, Words{Tags: []string{"en"}}); err == nil {
		t.Error("StartWords took words without the fallback's")
	}
}
