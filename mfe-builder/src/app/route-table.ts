import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const BUILDER_PAGES = {
  buildYourOwn: {
    path: '/build-your-own',
    link: 'Build Your Own Bowl',
    samples: ['/build-your-own', '/build-your-own?theme=mexico'],
  },
  suggest: { path: '/suggest-a-bowl', link: 'Suggest a Bowl' },
} as const satisfies RouteTable;
