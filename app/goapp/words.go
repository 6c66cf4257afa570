package goapp

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Words is what the loader needs to start the page's language before
// app.wasm runs (StartWords).
type Words struct {
	// Tags are the languages the page speaks, the fallback first
	// (message.Languages).
	Tags []string `json:"tags"`
	// RTL are the tags written right to left (message.Dir).
	RTL []string `json:"rtl"`
	// Labels is the loader's words by tag, from the page's catalogues; a
	// tag without them shows the fallback's.
	Labels map[string]LoaderWords `json:"labels"`
	// SavedKey is the localStorage key of the player's chosen tag
	// (game.SaveLanguage), which wins over the browser's languages.
	SavedKey string `json:"savedKey"`
}

// LoaderWords is what the loader says in one language.
type LoaderWords struct {
	// Loading is its label while app.wasm comes (the percentage follows
	// it: PlainWasmFetch).
	Loading string `json:"loading"`
	// Failed says that app.wasm did not load (not found, the network gone
	// mid-download), and Retry labels the button that loads the page
	// again.
	Failed string `json:"failed"`
	Retry  string `json:"retry"`
	// Unsupported says that the browser cannot run the app: it has no
	// WebAssembly (too old, or switched off, as iOS's Lockdown Mode does).
	Unsupported string `json:"unsupported"`
}

// complete reports whether every word is there.
func (w LoaderWords) complete() bool {
	return w.Loading != "" && w.Failed != "" && w.Retry != "" && w.Unsupported != ""
}

// loadingLabelDecl begins go-app's declaration of the loader's label in
// app.js, a line of its own: const goappLoadingLabel = "...";
const loadingLabelDecl = "\nconst goappLoadingLabel = \""

// StartWords returns go-app's app.js starting the page's language as it
// loads, before app.wasm has arrived: it picks the language (the saved
// choice, else the first of navigator.languages the page speaks, by
// message.Match's rules, which TestStartWordsPicksAsMatch holds it to),
// sets the document's lang and dir, shows the loader's label in it, and
// fetches the language's two catalogues (web/i18n/<tag>.json and
// web/i18n/engine/<tag>.json) side by side with app.wasm. The page takes
// them from window.sudokuWords (browser.StartedWords) instead of fetching
// them once it runs. The fallback language fetches nothing. When app.wasm
// does not load, or the browser has no WebAssembly, the loader says so in
// that language, with a button to try again where trying may help, in
// place of go-app's JavaScript error (or, without WebAssembly, of a
// loader that spins for ever). It fails unless js declares go-app's label
// once and loads app.wasm as expected.
func StartWords(js []byte, w Words) ([]byte, error) {
	if len(w.Tags) == 0 || !w.Labels[w.Tags[0]].complete() {
		return nil, fmt.Errorf("goapp: the loader's words need all of the fallback language's")
	}
	start := bytes.Index(js, []byte(loadingLabelDecl))
	end := -1
	if start >= 0 && bytes.Count(js, []byte(loadingLabelDecl)) == 1 {
		line := js[start+1:]
		if nl := bytes.IndexByte(line, '\n'); nl >= 0 && bytes.HasSuffix(line[:nl], []byte(`";`)) {
			end = start + 1 + nl
		}
	}
	if end < 0 {
		return nil, fmt.Errorf("goapp: go-app's app.js does not declare goappLoadingLabel once, on a line of its own, as const goappLoadingLabel = \"...\";")
	}
	data, err := json.Marshal(w)
	if err != nil {
		return nil, fmt.Errorf("goapp: the loader's words: %w", err)
	}
	out := append(append(append([]byte(nil), js[:start+1]...), "const goappLoadingLabel = sudokuStartWords(goappEnv);"...), js[end:]...)
	for _, p := range loadFailures {
		if bytes.Count(out, []byte(p.old)) != 1 {
			return nil, fmt.Errorf("goapp: go-app's app.js does not load app.wasm as expected (%s)", p.old)
		}
		out = bytes.Replace(out, []byte(p.old), []byte(p.new), 1)
	}
	js = append(out, startWords...)
	return bytes.Replace(js, []byte("/*WORDS*/null"), data, 1), nil
}

// loadFailures are StartWords' changes to go-app's loading of app.wasm:
// without WebAssembly its loader would throw before its try and spin for
// ever; a failed load would show the JavaScript error, in English.
var loadFailures = []struct{ old, new string }{
	{"  let instantiateStreaming = WebAssembly.instantiateStreaming;\n",
		"  if (typeof WebAssembly !== \"object\") {\n    sudokuLoadFailed(null);\n    return;\n  }\n  let instantiateStreaming = WebAssembly.instantiateStreaming;\n"},
	{"    loaderLabel.innerText = err;\n", "    sudokuLoadFailed(err);\n"},
}

// startWords is StartWords' script, appended to app.js. Its functions are
// declarations, so go-app's code above them can call them as app.js
// starts; the picking rule is message.Match's.
const startWords = `

// Appended by the app's server (app/goapp.StartWords): the page's
// language, picked and fetched as the page loads.
function sudokuStartWords(env) {
  const w = /*WORDS*/null;
  let saved = null;
  try {
    saved = window.localStorage.getItem(w.savedKey);
  } catch (e) {}
  const preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  const tag = sudokuPickLanguage(saved, preferred, w.tags);
  const root = document.documentElement;
  root.lang = tag;
  root.dir = w.rtl.includes(tag) ? "rtl" : "ltr";
  const words = { tag: tag, page: null, engine: null };
  if (tag !== w.tags[0]) {
    const get = (dir) =>
      fetch(dir + tag + ".json?v=" + encodeURIComponent(env.GOAPP_VERSION || "")).then((r) =>
        r.ok ? r.text() : Promise.reject(new Error("HTTP status " + r.status)));
    words.page = get("web/i18n/");
    words.engine = get("web/i18n/engine/");
    // Awaited later, by the page: no unhandled rejection meanwhile.
    words.page.catch(() => {});
    words.engine.catch(() => {});
  }
  window.sudokuWords = words;
  window.sudokuLoaderWords = w.labels[tag] || w.labels[w.tags[0]];
  return window.sudokuLoaderWords.loading;
}

// sudokuLoadFailed says on the loader that app.wasm did not load (err),
// with a button that loads the page again, or, without err, that the
// browser cannot run the app.
function sudokuLoadFailed(err) {
  const w = window.sudokuLoaderWords;
  const icon = document.getElementById("app-wasm-loader-icon");
  const label = document.getElementById("app-wasm-loader-label");
  if (icon) {
    icon.className = "goapp-logo";
  }
  if (!label) {
    return;
  }
  label.innerText = err ? w.failed : w.unsupported;
  label.setAttribute("role", "alert");
  if (err && !document.getElementById("app-wasm-retry")) {
    const retry = document.createElement("button");
    retry.id = "app-wasm-retry";
    retry.className = "btn btn-primary";
    retry.textContent = w.retry;
    retry.addEventListener("click", () => location.reload());
    label.after(retry);
  }
}

// sudokuPickLanguage is engine/message's Find, then Match, over tags.
function sudokuPickLanguage(saved, preferred, tags) {
  const norm = (s) => String(s || "").trim().replace(/_/g, "-").toLowerCase();
  const whole = (s) => tags.find((t) => t.toLowerCase() === norm(s));
  if (whole(saved)) {
    return whole(saved);
  }
  for (const p of preferred) {
    const pref = String(p).split(";")[0];
    if (whole(pref)) {
      return whole(pref);
    }
    const subtags = norm(pref).split("-");
    const lang = subtags[0];
    if (lang === "pt" && tags.includes("pt-BR")) {
      return "pt-BR";
    }
    if (lang === "zh" && tags.includes("zh-Hans")) {
      const rest = subtags.slice(1);
      if (rest.includes("hans") || !rest.some((s) => ["hant", "tw", "hk", "mo"].includes(s))) {
        return "zh-Hans";
      }
      continue;
    }
    const found = tags.find((t) => t === lang);
    if (found) {
      return found;
    }
  }
  return tags[0];
}
`
