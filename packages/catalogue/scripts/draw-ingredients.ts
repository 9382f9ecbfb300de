#!/usr/bin/env node
/**
 * Draws the builder's ingredient thumbnails: one flat style for all of them — a small dish seen from above,
 * the ingredient scattered on it in its real colours. Deterministic (seeded), a few KB per file.
 *   node packages/catalogue/scripts/draw-ingredients.ts
 */
import { writeFileSync } from 'node:fs';

const OUT = new URL('../assets/ingredients/', import.meta.url);

/** A place on the dish, a turn, and a number in [0, 1) to pick a colour with. */
type Spot = { x: number; y: number; rot: number; k: number };
/** A shape's pieces: its <defs> body and the pieces placed. */
type Drawn = { defs: string; pieces: string[] };

/** What each shape is drawn from. */
type ShapeOptions = {
  grains: { colors: string[]; count?: number; size?: [number, number] };
  leaves: { colors: string[]; count?: number; vein?: string };
  cubes: { colors: string[]; count?: number; size?: number; top?: string; grill?: string };
  strips: { colors: string[]; count?: number; size?: [number, number]; stripe?: string };
  rounds: { colors: string[]; count?: number; size?: number; inner: string; seedsColor?: string };
  balls: { colors: string[]; count?: number; size?: number; shine?: string; speck?: string };
  florets: { colors: string[]; count?: number; stem: string };
  shreds: { colors: string[]; count?: number; width?: number };
  rings: { colors: string[]; count?: number; size?: number };
  wedges: { colors: string[]; count?: number; flesh: string };
  pods: { colors: string[]; count?: number; bean: string };
  slices: { colors: string[]; count?: number; skin: string; pit?: string };
  nuts: { colors: string[]; count?: number };
};

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Points spread inside the dish (radius 34 around 60,60), jittered on a sunflower spiral. */
function spots(count: number, seed: number, radius = 33): Spot[] {
  const rand = rng(seed);
  const out: Spot[] = [];
  for (let i = 0; i < count; i++) {
    const rr = radius * Math.sqrt((i + 0.5) / count) + (rand() - 0.5) * 4;
    const a = i * 2.39996 + rand() * 0.5;
    out.push({ x: r1(60 + rr * Math.cos(a)), y: r1(60 + rr * Math.sin(a)), rot: Math.round(rand() * 360), k: rand() });
  }
  return out;
}

const pick = <T>(list: T[], k: number) => list[Math.floor(k * list.length) % list.length];

/** Each shape: a <defs> body per colour and how to place it. */
const shapes: { [K in keyof ShapeOptions]: (options: ShapeOptions[K]) => Drawn } = {
  grains: ({ colors, count = 70, size = [3.2, 1.5] }) => {
    const defs = colors.map((c, i) => `<ellipse id="p${i}" rx="${size[0]}" ry="${size[1]}" fill="${c}"/>`).join('');
    return { defs, pieces: spots(count, 7).map((p) => use(p, colors.length)) };
  },
  leaves: ({ colors, count = 14, vein = '#d9f99d' }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><path d="M-11 0Q0-9 11 0Q0 9-11 0Z" fill="${c}"/><path d="M-9 0H9" stroke="${vein}" stroke-width=".9" opacity=".7"/></g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 11, 28).map((p) => use(p, colors.length)) };
  },
  cubes: ({ colors, count = 12, size = 11, top = '#ffffff', grill }) => {
    const h = size / 2;
    const marks = grill
      ? `<path d="M${-h + 2} ${-h + 3}L${h - 3} ${h - 2}M${-h + 2} ${-h + 7}L${h - 7} ${h - 2}" stroke="${grill}" stroke-width="1.4"/>`
      : '';
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><rect x="${-h}" y="${-h}" width="${size}" height="${size}" rx="2.5" fill="${c}"/><rect x="${-h + 1.5}" y="${-h + 1.5}" width="${size - 5}" height="2" rx="1" fill="${top}" opacity=".35"/>${marks}</g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 5, 27).map((p) => use(p, colors.length)) };
  },
  strips: ({ colors, count = 16, size = [16, 4.5], stripe }) => {
    const [w, h] = size;
    const line = stripe
      ? `<path d="M${-w / 2 + 3} 0H${w / 2 - 3}" stroke="${stripe}" stroke-width="1" opacity=".8"/>`
      : '';
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${h / 2}" fill="${c}"/>${line}</g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 3, 27).map((p) => use(p, colors.length)) };
  },
  rounds: ({ colors, count = 10, size = 8, inner, seedsColor }) => {
    const dots = seedsColor
      ? [0, 72, 144, 216, 288]
          .map((a) => {
            const x = r1(Math.cos((a * Math.PI) / 180) * size * 0.45);
            const y = r1(Math.sin((a * Math.PI) / 180) * size * 0.45);
            return `<circle cx="${x}" cy="${y}" r=".9" fill="${seedsColor}"/>`;
          })
          .join('')
      : '';
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><circle r="${size}" fill="${c}"/><circle r="${size * 0.75}" fill="${inner}"/>${dots}</g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 13, 26).map((p) => use(p, colors.length)) };
  },
  balls: ({ colors, count = 12, size = 6, shine = '#ffffff', speck }) => {
    const sp = speck
      ? `<circle cx="1.5" cy="1.8" r="1" fill="${speck}"/><circle cx="-2" cy="1" r=".8" fill="${speck}"/>`
      : '';
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><circle r="${size}" fill="${c}"/>${sp}<ellipse cx="${-size * 0.35}" cy="${-size * 0.4}" rx="${size * 0.35}" ry="${size * 0.22}" fill="${shine}" opacity=".45"/></g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 17, 27).map((p) => use(p, colors.length)) };
  },
  florets: ({ colors, count = 6, stem }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><path d="M-2 2L-3 12H3L2 2Z" fill="${stem}"/><circle cx="-5" cy="-1" r="5" fill="${c}"/><circle cx="5" cy="-1" r="5" fill="${c}"/><circle cy="-6" r="5.5" fill="${c}"/><circle cy="0" r="4.5" fill="${c}"/></g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 19, 22).map((p) => use(p, colors.length)) };
  },
  shreds: ({ colors, count = 22, width = 2.2 }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<path id="p${i}" d="M-8 0Q-3-4 1 0T9 0" fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round"/>`,
      )
      .join('');
    return { defs, pieces: spots(count, 23, 28).map((p) => use(p, colors.length)) };
  },
  rings: ({ colors, count = 9, size = 7 }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}" fill="none" stroke="${c}" stroke-width="2"><circle r="${size}"/><circle r="${size - 3}" opacity=".6"/></g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 29, 25).map((p) => use(p, colors.length)) };
  },
  wedges: ({ colors, count = 4, flesh }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><path d="M0 0L-14-6A15 15 0 0 1 14-6Z" fill="${c}"/><path d="M0-1.5L-11.5-6A12.5 12.5 0 0 1 11.5-6Z" fill="${flesh}"/><path d="M0-2L-5-11M0-2L5-11M0-2L0-12" stroke="${c}" stroke-width=".8" opacity=".5"/></g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 31, 18).map((p) => use(p, colors.length)) };
  },
  pods: ({ colors, count = 8, bean }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><path d="M-12 0Q-12-5-4-4Q0-6 4-4Q12-5 12 0Q12 5 4 4Q0 6-4 4Q-12 5-12 0Z" fill="${c}"/><circle cx="-6" r="2.6" fill="${bean}"/><circle r="2.6" fill="${bean}"/><circle cx="6" r="2.6" fill="${bean}"/></g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 37, 24).map((p) => use(p, colors.length)) };
  },
  slices: ({ colors, count = 6, skin, pit }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><path d="M-16 0Q-16-9 0-9Q16-9 16 0Q16 5 0 5Q-16 5-16 0Z" fill="${skin}"/><path d="M-14 0Q-14-7 0-7Q14-7 14 0Q14 3 0 3Q-14 3-14 0Z" fill="${c}"/>${pit ? `<path d="M-10-1.5H10" stroke="${pit}" stroke-width="1.2" opacity=".5"/>` : ''}</g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 41, 20).map((p) => use(p, colors.length)) };
  },
  nuts: ({ colors, count = 14 }) => {
    const defs = colors
      .map(
        (c, i) =>
          `<g id="p${i}"><path d="M-6 0Q-6-4 0-4.5Q6-4 6 0Q6 4 0 4.5Q-6 4-6 0Z" fill="${c}"/><path d="M-3-1.5Q0-2.5 3-1.5" stroke="#ffffff" stroke-width=".9" fill="none" opacity=".35"/></g>`,
      )
      .join('');
    return { defs, pieces: spots(count, 43, 27).map((p) => use(p, colors.length)) };
  },
};

function use(p: Spot, colorCount: number) {
  const i = Math.floor(p.k * colorCount) % colorCount;
  return `<use href="#p${i}" transform="translate(${p.x} ${p.y}) rotate(${p.rot})"/>`;
}

/** A sauce: a small ramekin with a glossy pool, and a few drizzles on the dish. */
function sauce({ color, shine = '#ffffff', flecks }: { color: string; shine?: string; flecks?: string[] }) {
  const fl = flecks
    ? spots(12, 47, 18)
        .map((p) => `<circle cx="${p.x}" cy="${p.y}" r="1.1" fill="${pick(flecks, p.k)}"/>`)
        .join('')
    : '';
  return `<circle cx="60" cy="60" r="30" fill="#f4efe6" stroke="#d9cfbd" stroke-width="2"/><path d="M38 58Q40 40 58 37Q80 36 82 56Q84 76 62 82Q40 82 38 58Z" fill="${color}"/>${fl}<path d="M47 50Q52 43 60 42" stroke="${shine}" stroke-width="3" stroke-linecap="round" fill="none" opacity=".45"/>`;
}

function dish(inner: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" fill="#f6f1e7"/><circle cx="61" cy="63" r="47" fill="#e4dccd"/><circle cx="60" cy="60" r="47" fill="#ffffff"/><circle cx="60" cy="60" r="40" fill="#34403b" stroke="#27302c" stroke-width="1.5"/>${inner}</svg>\n`;
}

function scatter<K extends keyof ShapeOptions>(kind: K, opts: ShapeOptions[K] & { under?: string }) {
  const { defs, pieces } = shapes[kind](opts);
  return `<defs>${defs}</defs>${opts.under ?? ''}${pieces.join('')}`;
}

const ART = {
  // bases
  'basmati-rice': scatter('grains', { colors: ['#fffdf5', '#f5efdd', '#ece3cb'], count: 120, size: [3.8, 1.4] }),
  'brown-rice': scatter('grains', { colors: ['#c9a06b', '#b88a55', '#d8b784'], count: 120, size: [3.4, 1.7] }),
  'mixed-greens': scatter('leaves', { colors: ['#4d7c0f', '#65a30d', '#84cc16', '#9f1239'], count: 22 }),
  quinoa: scatter('grains', { colors: ['#e9d8a6', '#d6b97a', '#b45309', '#f3e7c3'], count: 140, size: [2, 1.8] }),
  // proteins
  'halal-chicken': scatter('cubes', {
    colors: ['#d89a52', '#c98840', '#e0ab68'],
    size: 13,
    grill: '#7c4a1e',
    count: 14,
  }),
  tofu: scatter('cubes', { colors: ['#f6ecd0', '#efe0b8'], size: 12, top: '#ffffff', count: 16 }),
  falafel: scatter('balls', { colors: ['#9a5b25', '#8a4f1f', '#a86a30'], size: 7.5, speck: '#5b7f1d', count: 12 }),
  jackfruit: scatter('shreds', { colors: ['#c58b45', '#b47a36', '#d9a35f'], count: 36, width: 2.8 }),
  'halal-beef': scatter('strips', { colors: ['#8f4e2c', '#9c5833', '#7a4024'], size: [17, 5.5], stripe: '#c07a4f' }),
  salmon: scatter('cubes', {
    colors: ['#f28c5b', '#f59e6b', '#ea7c4b'],
    size: 14,
    top: '#ffe4d6',
    grill: '#fde2d2',
    count: 11,
  }),
  // sauces
  'salsa-roja': sauce({ color: '#c2281d', flecks: ['#7f1d1d', '#f97316', '#15803d'] }),
  chipotle: sauce({ color: '#c05621', flecks: ['#7c2d12'] }),
  'coconut-curry': sauce({ color: '#eab308', flecks: ['#a16207', '#15803d'] }),
  'mint-chutney': sauce({ color: '#3f9d3a', flecks: ['#166534', '#bbf7d0'] }),
  'soy-garlic-glaze': sauce({ color: '#5b3417', flecks: ['#f5f5dc'] }),
  tahini: sauce({ color: '#dcc59a', flecks: ['#b08d57'] }),
  bbq: sauce({ color: '#6f1d12', flecks: ['#3b0d08'] }),
  'tomato-marinara': sauce({ color: '#d23a24', flecks: ['#166534', '#fde68a'] }),
  // greens & veggies (warm)
  'roasted-sweet-potato': scatter('cubes', {
    colors: ['#ea8a2e', '#f59e3b', '#d9741f'],
    size: 12,
    top: '#fff1dc',
    count: 16,
  }),
  'grilled-zucchini-peppers':
    scatter('rounds', { colors: ['#3f6212'], inner: '#d9e8a6', count: 8, size: 8 }) +
    scatter('strips', { colors: ['#dc2626', '#facc15'], size: [15, 4], count: 10 }).replace(/p(\d)/g, 'q$1'),
  'sauteed-kale-spinach': scatter('leaves', { colors: ['#2f7a3a', '#3d8c45', '#25692f'], count: 22, vein: '#86efac' }),
  'steamed-broccoli': scatter('florets', { colors: ['#2f7d32', '#3a8f3c'], stem: '#a3c46c', count: 8 }),
  'roasted-cauliflower': scatter('florets', { colors: ['#f3e7c9', '#ead7a8', '#e2c78c'], stem: '#d4d9a0', count: 8 }),
  'sauteed-cabbage': scatter('shreds', { colors: ['#7e22ce', '#9f4bd8', '#c4e3a4'], count: 36, width: 2.6 }),
  // toppings (cold crunch)
  'pickled-cucumber-onion':
    scatter('rounds', { colors: ['#3f7d2a'], inner: '#e6f2c8', seedsColor: '#a3b86c', count: 8, size: 8 }) +
    scatter('rings', { colors: ['#db2777', '#f472b6'], count: 8, size: 7 }).replace(/p(\d)/g, 'q$1'),
  'pumpkin-sunflower-seeds': scatter('grains', {
    colors: ['#4d7c0f', '#65a30d', '#9ca3af', '#d6d3d1'],
    count: 90,
    size: [3.2, 1.7],
  }),
  'sesame-seeds': scatter('grains', { colors: ['#f5ecd7', '#e7d7b1', '#292524'], count: 130, size: [1.8, 1] }),
  'crispy-onions': scatter('shreds', { colors: ['#b45309', '#d97706', '#92400e'], count: 36, width: 2.4 }),
  'tortilla-strips': scatter('strips', { colors: ['#f2b632', '#e8a224', '#dc2626'], size: [15, 3.5], count: 22 }),
  'lemon-lime-wedge': scatter('wedges', { colors: ['#facc15', '#4d7c0f'], flesh: '#fef9c3', count: 5 }),
  // extras
  avocado: scatter('slices', { colors: ['#c9e27c', '#d9ec8f'], skin: '#3f5f16', pit: '#eef7b8', count: 6 }),
  mozzarella: scatter('balls', { colors: ['#fffdf7', '#f8f4e8'], size: 7, shine: '#ffffff', count: 13 }),
  edamame: scatter('pods', { colors: ['#65a30d', '#4d7c0f'], bean: '#a3e635', count: 9 }),
  'mixed-nuts': scatter('nuts', { colors: ['#a16207', '#c2853b', '#7c4a1e', '#e0b77a'], count: 22 }),
};

let total = 0;
for (const [id, inner] of Object.entries(ART)) {
  const svg = dish(inner);
  total += svg.length;
  writeFileSync(new URL(`${id}.svg`, OUT), svg);
}
console.log(`${Object.keys(ART).length} thumbnails, ${Math.round(total / 1024)} KB in all`);
