// defer-sw.js runs before the app. go-app registers its service worker as
// soon as its script runs, and the worker's install downloads every file
// the app keeps for offline play, worker.wasm included, while the page is
// still loading app.wasm on the same CPU. Hold the registration until the
// page says its first board is on screen (the "sudoku-started" event), or
// at most 10 s, for a page that never starts.
"use strict";
(function () {
  const container = navigator.serviceWorker;
  if (!container) {
    return;
  }
  const register = container.register.bind(container);
  const started = new Promise((resolve) => {
    addEventListener("sudoku-started", resolve, { once: true });
    setTimeout(resolve, 10000);
  });
  container.register = (...args) => started.then(() => register(...args));
})();
