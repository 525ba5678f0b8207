// The floor pages' document: the static reference's HTML (reference-page.mjs) with one inline
// script that starts the floor's script(s) once the first banner's paint has been reported.

/**
 * `startSource` (a script's statements) runs once the first view's largest paint (the banner)
 * has been reported, at most 1 s after the start, as home's document holds its app until the
 * first banner has painted (host/public/index.html's first-view gate). Why the LCP entry and
 * not the gate's image load + frame: a frame callback can run before the paint's presentation
 * time, and Lighthouse's simulation then counts the script's download in LCP (measured: the
 * react floor's LCP at ~1.65 s in 4 of 5 runs against ~0.93 s). A script run before that paint
 * would count in FCP and LCP and not in TBT, hiding the very cost these pages measure.
 */
export function floorPageHtml(referenceHtml, startSource) {
  const loader = `<script>(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${startSource}
  }
  setTimeout(start, 1000);
  new PerformanceObserver(function (list) {
    var banner = list.getEntries().some(function (entry) {
      return entry.element && entry.element.closest('.host-banner');
    });
    if (banner) setTimeout(start, 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();</script>`;
  return referenceHtml
    .replace('<title>Lobby (static reference)</title>', '<title>Lobby (floor)</title>')
    .replace('</head>', `${loader}</head>`);
}

/** Statements that request one script (the react and stack floors' start). */
export function requestScript(src) {
  return `var script = document.createElement('script');
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);`;
}
