// The metrics' tests' page view: one visit of the menu's live release, nothing wrong, `over` changing what a test needs.
export const view = (over: Record<string, unknown> = {}) => ({
  remote: 'mfe_menu',
  release: 'aaaaaaaaaaaaaaaa',
  route: '/menu/*',
  errors: 0,
  failed: false,
  held: [],
  ...over,
});
