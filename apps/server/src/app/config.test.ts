import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('rejects a port that is not a number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT: /);
  });

  it('rejects an unknown log level', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('applies the defaults and derives the public URL from host and port', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config).toMatchObject({ PORT: 8080, DEMO_MODE: true, LOGIN_MAX_FAILURES: 5, SESSION_DAYS: 30 });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0', DEMO_MODE: 'false' }).publicUrl).toBe(
      'http://localhost:8080',
    );
  });

  it('refuses to start against the real eBay without the DevID, naming the setting', () => {
    const realEbay = { EBAY_API_URL: 'https://api.ebay.com' };
    expect(() => loadConfig(realEbay)).toThrow(
      /Refusing to start against the real eBay .* without EBAY_DEV_ID/,
    );
    expect(loadConfig({ ...realEbay, EBAY_DEV_ID: 'dev-id-0001' }).EBAY_DEV_ID).toBe('dev-id-0001');
    expect(() => loadConfig({ ...realEbay, EBAY_DEV_ID: '  ' })).toThrow(/EBAY_DEV_ID/);
    // The stand-in needs none.
    expect(loadConfig({}).EBAY_DEV_ID).toBeUndefined();
  });

  it('reads DEMO_MODE=false as off', () => {
    expect(loadConfig({ DEMO_MODE: 'false' }).DEMO_MODE).toBe(false);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'baylytics.example.com'])(
    'refuses demo mode (published passwords, open mailbox) on the network address %s',
    (host) => {
      expect(() => loadConfig({ HOST: host })).toThrow(/Refusing to serve demo mode on HOST=/);
      expect(() => loadConfig({ HOST: host, DEMO_MODE: 'true' })).toThrow(/DEMO_MODE=false/);
      expect(loadConfig({ HOST: host, DEMO_MODE: 'false' }).HOST).toBe(host);
    },
  );

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])(
    'serves demo mode on loopback %s',
    (host) => {
      expect(loadConfig({ HOST: host }).DEMO_MODE).toBe(true);
    },
  );
});
