// worker.js starts the engine (worker.wasm) inside a Web Worker.
// Every URL is relative to this file, so the app works under any base path.
// Messages are JSON strings: see app/worker/protocol.
"use strict";

importScripts("../wasm_exec.js");

const queue = [];
let handle = null;

self.onmessage = (event) => {
  if (handle) {
    handle(event.data);
  } else {
    queue.push(event.data);
  }
};

// Called by the Go side once its message handler exists.
self.goWorkerReady = (h) => {
  handle = h;
  while (queue.length > 0) {
    handle(queue.shift());
  }
};

function crashed(error) {
  self.postMessage(JSON.stringify({ id: 0, crashed: true, error: error }));
}

const go = new Go();
// A Go panic ends the program through exit: report it, so the page can
// restart the worker instead of waiting forever.
go.exit = (code) => crashed("the engine stopped unexpectedly (exit code " + code + ")");

WebAssembly.instantiateStreaming(fetch("worker.wasm"), go.importObject)
  .then((result) => go.run(result.instance))
  .catch((err) => crashed("the engine could not be loaded: " + err));
