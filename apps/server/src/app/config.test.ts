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
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0' });
    expect(config).toMatchObject({ PORT: 8080, DEMO_MODE: true, LOGIN_MAX_FAILURES: 5, SESSION_DAYS: 30 });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads DEMO_MODE=false as off', () => {
    expect(loadConfig({ DEMO_MODE: 'false' }).DEMO_MODE).toBe(false);
  });
});
