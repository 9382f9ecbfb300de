/**
 * The apps of the composed site and their ports (DEVELOPERS.md contract):
 * production preview 4173–4178, dev servers 5173–5178, in this order.
 * Which remote owns which paths is NOT here: that is runtime data, in shell/public/remotes.json.
 */
export const SHELL = { name: 'shell', devPort: 5173, prodPort: 4173 } as const;

export const REMOTES = {
  'mfe-menu': { name: 'mfe_menu', devPort: 5174, prodPort: 4174 },
  'mfe-builder': { name: 'mfe_builder', devPort: 5175, prodPort: 4175 },
  'mfe-plans': { name: 'mfe_plans', devPort: 5176, prodPort: 4176 },
  'mfe-cart': { name: 'mfe_cart', devPort: 5177, prodPort: 4177 },
  'mfe-info': { name: 'mfe_info', devPort: 5178, prodPort: 4178 },
} as const;

export type RemoteWorkspace = keyof typeof REMOTES;
