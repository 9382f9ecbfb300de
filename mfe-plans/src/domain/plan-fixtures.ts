import type { PlanOptions } from './plan-options';

/** Small options for the rule tests: the real catalogue is tested separately. */
export const FIXTURE_OPTIONS: PlanOptions = {
  sandwiches: [
    { id: 'club', title: 'Club Sandwich', description: 'Turkey club', image: 'club.svg', badges: ['HALAL'] },
    { id: 'falafel-wrap', title: 'Falafel Wrap', description: 'Falafel', image: 'wrap.svg', badges: ['VEG'] },
  ],
  drinks: [
    { id: 'pop-drink', title: 'Pop Drink', description: 'Can of pop', priceCents: 299 },
    { id: 'kombucha', title: 'Kombucha', description: 'Fermented tea', priceCents: 499 },
    { id: 'iced-coffee', title: 'Iced Coffee', description: 'Cold brew', priceCents: 449 },
    { id: 'water', title: 'Sparkling Water', description: 'Still or sparkling', priceCents: 349 },
  ],
  snacks: [
    { id: 'chips', title: 'Chips', description: 'Sea salt' },
    { id: 'cookie', title: 'Cookie', description: 'Oat' },
    { id: 'fruit', title: 'Fruit Cup', description: 'Seasonal' },
  ],
  bowls: [
    {
      id: 'teriyaki',
      name: 'Teriyaki Chicken Bowl',
      description: 'Teriyaki',
      cover: 't.svg',
      diet: ['halal'],
      countryId: 'jp',
      countryName: 'Japan',
      flag: '🇯🇵',
    },
    {
      id: 'curry',
      name: 'Curry Power Bowl',
      description: 'Curry',
      cover: 'c.svg',
      diet: ['vegetarian'],
      countryId: 'in',
      countryName: 'India',
      flag: '🇮🇳',
    },
  ],
};
