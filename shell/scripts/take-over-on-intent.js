// @ts-check
/*
 * Inlined by the prerender step (prerender.mjs) into the content pages, in place of the shell's main.js tag. Such a
 * page is whole without JavaScript: its text paints from the HTML and its links are real <a href>. Evaluating the
 * federation runtime, React and the page's remote costs a phone about a second of main thread, which a visitor who
 * only reads never needs, so the app is started at the first sign of a person using the page (a pointer moving or
 * pressing, a touch, a key, focus, the wheel or a scroll), or at once when the server marks the document
 * data-take-over="at-once" (a signed-in visitor, whose header differs from the prerendered one). A press on a
 * button before the app owns the page is kept in window.__agencyEarlyPress and replayed once it does
 * (shell/src/features/prerender/early-clicks.ts), and a form it would submit is not sent natively meanwhile.
 * Meanwhile the app's files are prefetched (idle-priority fetches, not evaluated), so the first tap waits for
 * evaluation only, not for the network: one <link rel="prefetch"> per idle period after load, since each costs the
 * main thread 3-15 ms on a phone (the request's set-up) and four in one idle callback made tasks of 40-65 ms.
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
      // A click with no press or key before it (assistive technology activating a control) starts the app too.
      start(event);
    },
    true,
  );

  // A press on a submit button before React owns its form would send the form natively: a GET of this page with the
  // fields in its URL (and in server logs). That submission is stopped; the press is replayed once React has the form.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      var root = document.getElementById('root');
      if (!(form instanceof HTMLFormElement) || !root || !root.contains(form)) return;
      var ownedByReact = Object.keys(form).some(function (key) {
        return key.indexOf('__reactProps$') === 0;
      });
      if (!ownedByReact) event.preventDefault();
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

  var whenIdle = window.requestIdleCallback
    ? function (callback) {
        window.requestIdleCallback(callback, { timeout: 2000 });
      }
    : function (callback) {
        window.setTimeout(callback, 50);
      };
  function prefetchNext() {
    var url = PREFETCH.shift();
    if (!url || started) return;
    var link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
    whenIdle(prefetchNext);
  }
  window.addEventListener('load', function () {
    whenIdle(prefetchNext);
  });
})();
