import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('the embedded default listens on 127.0.0.1 only (it prints demo passwords)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
  });

  it('HOST says otherwise', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('with PostgreSQL (a deployment) it listens on every interface unless HOST says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://arena@db/arena' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://arena@db/arena', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
