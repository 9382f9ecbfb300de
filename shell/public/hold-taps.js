// Taps made before the shell's code runs. The page arrives as HTML and is readable at once, but the shell's code
// (federation bootstrap, React) runs a few hundred milliseconds later; a tap on a button in between had no handler and
// was lost. This tiny script, loaded first by the page's <head> as a classic script (so it runs before the body is
// parsed: as an async module it sometimes ran after the first paint, and a tap in between was lost), holds every tap
// inside the app (links excepted: they work as plain links) until the shell takes them over (src/app/early-clicks.ts):
// it keeps the taps on controls and replays each once it is live. Plain JS, served as is.
(() => {
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]') || !target.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target, since: Date.now() });
  };
  document.addEventListener('click', hold, true);
  window.__campusHeldTaps = {
    take() {
      document.removeEventListener('click', hold, true);
      return held.splice(0);
    },
  };
})();
