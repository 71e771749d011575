// @ts-check
/*
 * Inlined by the prerender step (prerender.mjs) into the content pages, in place of the shell's main.js tag. Such a
 * page is whole without JavaScript: its text paints from the HTML and its links are real <a href>. Evaluating the
 * federation runtime, React and the page's remote costs a phone about a second of main thread, which a visitor who
 * only reads never needs, so the app is started at the first sign of a person using the page (a pointer moving or
 * pressing, a touch, a key, focus, the wheel or a scroll), or at once when the server marks the document
 * data-take-over="at-once" (a signed-in visitor, whose header differs from the prerendered one). A press on a
 * button before the app owns the page is kept in window.__agencyEarlyPress and replayed once it does
 * (shell/src/features/prerender/early-clicks.ts). Once the page has loaded, the app's files are fetched in the
 * background (prefetch, no evaluation), so the first tap waits only for evaluation, not for the network.
 * MAIN_SCRIPT and PREFETCH are filled in by prerender.mjs.
 */
(function takeOverOnIntent() {
  var MAIN_SCRIPT = '__MAIN_SCRIPT__';
  var PREFETCH = '__PREFETCH__'.split(' ').filter(Boolean);
  var INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var html = document.documentElement;
  var started = false;

  /** @param {Event} [event] */
  function start(event) {
    if (started) return;
    // Browsers send a pointermove of no movement when the page lays out under a resting pointer: not a person.
    if (event && event.type === 'pointermove' && !(/** @type {PointerEvent} */ (event).movementX || /** @type {PointerEvent} */ (event).movementY)) {
      return;
    }
    started = true;
    INTENT_EVENTS.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    var script = document.createElement('script');
    script.src = MAIN_SCRIPT;
    document.head.appendChild(script);
  }

  document.addEventListener(
    'click',
    function (event) {
      if (html.getAttribute('data-app-ready') === 'true') return;
      var target = event.target instanceof Element ? event.target.closest('button') : null;
      var root = document.getElementById('root');
      if (target && !target.disabled && root && root.contains(target)) {
        /** @type {{ __agencyEarlyPress?: HTMLButtonElement }} */ (/** @type {unknown} */ (window)).__agencyEarlyPress = target;
      }
    },
    true,
  );

  if (html.getAttribute('data-take-over') === 'at-once') {
    start(undefined);
    return;
  }
  INTENT_EVENTS.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
  window.addEventListener('load', function () {
    if (started) return;
    PREFETCH.forEach(function (url) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.appendChild(link);
    });
  });
})();
