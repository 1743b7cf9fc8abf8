import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveAuthSecret } from '../src/config.js';

describe('configuration', () => {
  it('the embedded default listens on 127.0.0.1 only (it prints demo passwords)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
  });

  it('METRICS_TOKEN: unset means loopback-only metrics; a short one is refused', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token-123' }).metricsToken).toBe('a-long-enough-token-123');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });

  it('HOST says otherwise', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('with PostgreSQL (a deployment) it listens on every interface unless HOST says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://arena@db/arena' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://arena@db/arena', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('DATABASE_POOL_SIZE sets the connections per process (10 unless set), a positive whole number', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  describe('without NODE_ENV (what `npm start` runs) it is production', () => {
    it('trusts only PUBLIC_URL and TRUSTED_ORIGINS, not the Vite dev server', () => {
      const config = loadConfig({});
      expect(config.env).toBe('production');
      expect(config.trustedOrigins).toEqual(['http://localhost:3000']);
      expect(loadConfig({ TRUSTED_ORIGINS: 'https://a.example' }).trustedOrigins).not.toContain('http://localhost:5173');
    });

    it('only development mode (`npm run dev`) trusts the Vite dev server', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).trustedOrigins).toContain('http://localhost:5173');
    });

    it('refuses PostgreSQL without AUTH_SECRET', () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-config-'));
      try {
        expect(() => resolveAuthSecret(loadConfig({ DATABASE_URL: 'postgres://arena@db/arena', DATA_DIR: dataDir }))).toThrow(/AUTH_SECRET must be set/);
        expect(() => resolveAuthSecret(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://arena@db/arena', DATA_DIR: dataDir }))).toThrow(
          /AUTH_SECRET must be set/,
        );
        const secret = 's'.repeat(40);
        expect(resolveAuthSecret(loadConfig({ DATABASE_URL: 'postgres://arena@db/arena', AUTH_SECRET: secret, DATA_DIR: dataDir }))).toBe(secret);
        expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('the embedded database still starts with nothing set: its secret is generated into the data folder once', () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-config-'));
      try {
        const first = resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }));
        expect(first).toMatch(/^[0-9a-f]{64}$/);
        expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
        expect(resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(first);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('TRUST_PROXY', () => {
    it("takes the proxies' addresses", () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback,::1,fd00::/8' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '192.168.1.4',
        'loopback',
        '::1',
        'fd00::/8',
      ]);
    });

    it("refuses 'true' (it would trust what the client writes) and what is not an address", () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' would take the client address/);
      for (const bad of ['1', 'yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.example']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    });
  });
});
