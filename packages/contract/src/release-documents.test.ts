// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Parsed } from './parse.ts';
import { parseReleaseHistoryJson } from './release-history.ts';
import { parseReleaseRecordJson } from './release-state.ts';
import { parseShellContractJson } from './shell-contract.ts';

const refusal = (read: Parsed<unknown>) => (read.ok ? '(accepted)' : read.message);

const contract = {
  exposes: {
    './routes': { default: { type: 'function', required: true }, release: { type: 'string', required: false } },
  },
  cart: { key: 'campus-cart', version: 3 },
};

describe("the shell's contract.json", () => {
  it('parses', () => expect(parseShellContractJson(JSON.stringify(contract))).toEqual({ ok: true, value: contract }));
  it.each([
    [{ ...contract, cart: { key: 'campus-cart', version: '3' } }, 'contract.json: cart.version'],
    [{ ...contract, exposes: { './routes': { default: { type: 'function' } } } }, 'exposes../routes.default.required'],
    [{ cart: contract.cart }, 'contract.json: exposes'],
  ])('refuses %j, naming %s', (value, field) =>
    expect(refusal(parseShellContractJson(JSON.stringify(value)))).toContain(field),
  );
  it('refuses text that is not JSON', () => expect(refusal(parseShellContractJson('{'))).toContain('not JSON'));
});

const line = { name: 'mfe_menu', entry: 'http://localhost:4174/remoteEntry.js', routes: ['/menu/*'] };
const history = {
  releases: { mfe_menu: [line, { ...line, entry: 'http://localhost:4174/releases/r2/remoteEntry.js' }] },
  log: [{ at: '2026-11-28T00:00:00.000Z', remote: 'mfe_menu', action: 'release', from: line.entry, to: line.entry }],
};

describe('the release history', () => {
  it('parses', () => expect(parseReleaseHistoryJson(JSON.stringify(history))).toEqual({ ok: true, value: history }));
  it.each([
    [
      { ...history, releases: { mfe_menu: [{ ...line, entry: 'ftp://x' }] } },
      'the release history: releases.mfe_menu.0.entry',
    ],
    [{ ...history, log: [{ ...history.log[0], action: 'deploy' }] }, 'the release history: log.0.action'],
    [{ releases: {} }, 'the release history: log'],
  ])('refuses %j, naming %s', (value, field) =>
    expect(refusal(parseReleaseHistoryJson(JSON.stringify(value)))).toContain(field),
  );
});

describe('the release state (the release store)', () => {
  const record = {
    state: { manifest: { remotes: [line] }, history, canary: {} },
    who: 'team@host',
    what: 'release mfe_menu',
    at: '2026-11-28T00:00:00.000Z',
  };
  it('parses, with no canary when none is written', () => {
    const { canary: _, ...state } = record.state;
    expect(parseReleaseRecordJson(JSON.stringify({ ...record, state }))).toEqual({ ok: true, value: record });
  });
  it.each([
    [{ ...record, who: undefined }, 'the release state: who'],
    [
      { ...record, state: { ...record.state, manifest: { remotes: [{ ...line, entry: 'ftp://x' }] } } },
      'manifest.remotes.0.entry',
    ],
    [
      { ...record, state: { ...record.state, canary: { mfe_menu: { line, percent: 101, release: 'r', at: '' } } } },
      'state.canary.mfe_menu.percent',
    ],
  ])('refuses %j, naming %s', (value, field) =>
    expect(refusal(parseReleaseRecordJson(JSON.stringify(value)))).toContain(field),
  );
});
