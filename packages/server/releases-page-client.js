// The operator page's charts (releases-page.ts): uPlot (loaded before this, as the global uPlot) draws, for each
// remote, its releases' error rate and p75 INP/LCP per 5 minutes from the JSON the server put in the page.
// JavaScript, not TypeScript: the server sends this file to the browser as it is (no build step for the operator page).
(() => {
  const data = JSON.parse(document.getElementById('charts')?.textContent ?? '{"x":[],"byRemote":{}}');
  const colours = ['#1d4ed8', '#b45309', '#15803d', '#a21caf', '#0e7490', '#be123c'];
  for (const element of document.querySelectorAll('.chart')) {
    const remote = element.getAttribute('data-remote') ?? '';
    const metric = element.getAttribute('data-metric') ?? 'errors';
    const lines = data.byRemote[remote] ?? [];
    if (lines.length === 0) {
      element.textContent = 'No page views reported yet.';
      continue;
    }
    const percent = metric === 'errors';
    const options = {
      width: Math.max(280, element.clientWidth || 320),
      height: 220,
      series: [
        {},
        ...lines.map((line, i) => ({
          label: line.label,
          stroke: colours[i % colours.length],
          width: 2,
          spanGaps: false,
          dash: line.label.startsWith('canary') ? [6, 4] : undefined,
          value: (_u, v) => (v == null ? '–' : percent ? `${(v * 100).toFixed(2)} %` : `${Math.round(v)} ms`),
        })),
      ],
      axes: [
        {},
        { size: 76, values: (_u, ticks) => ticks.map((v) => (percent ? `${(v * 100).toFixed(1)} %` : `${v} ms`)) },
      ],
      // At least the last hour, to now (a new canary has a point or two).
      scales: {
        x: { time: true, range: () => [Math.min(data.x[0] ?? 0, (data.x.at(-1) ?? 0) - 3600), data.x.at(-1) ?? 0] },
        y: { range: (_u, _min, max) => [0, Math.max(max ?? 0, percent ? 0.01 : 100) * 1.1] },
      },
    };
    new window.uPlot(options, [data.x, ...lines.map((line) => line[metric])], element);
  }
})();
