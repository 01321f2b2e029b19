import { describe, expect, it } from 'vitest';
import { listeningOrigin } from './public-url.ts';

describe('listeningOrigin', () => {
  it('shows localhost for an all-addresses HOST and the bound port', () => {
    expect(listeningOrigin('0.0.0.0', 41_234)).toBe('http://localhost:41234');
    expect(listeningOrigin('::', 3000)).toBe('http://localhost:3000');
  });

  it('shows a HOST that names one address, IPv6 in brackets', () => {
    expect(listeningOrigin('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(listeningOrigin('::1', 8080)).toBe('http://[::1]:8080');
    expect(listeningOrigin('portal.local', 80)).toBe('http://portal.local:80');
  });
});
