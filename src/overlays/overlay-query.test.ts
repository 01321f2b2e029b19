import { describe, expect, it } from 'vitest';
import { matchOverlay, overlaySearch, parseQueryParts } from './overlay-query.ts';

const KEYS = new Set(['id', 'hero-chart', 'task_id', 'contact', 'report', 'forgot-password', 'change-password', 'broadcast-msg']);

describe('overlay query parsing', () => {
  it('reads flag-style and valued parts with or without the leading "?"', () => {
    expect(parseQueryParts('?contact')).toEqual([['contact', '']]);
    expect(parseQueryParts('id=12')).toEqual([['id', '12']]);
    expect(parseQueryParts('')).toEqual([]);
  });

  it("parses the spec's odd ?broadcast-msg?userId=N form", () => {
    expect(matchOverlay('?broadcast-msg?userId=7', KEYS)).toEqual({ key: 'broadcast-msg', params: { 'broadcast-msg': '', userId: '7' } });
    expect(matchOverlay('broadcast-msg&userId=7', KEYS)?.params.userId).toBe('7');
  });

  it('opens hero-chart, not id, for ?hero-chart&id=N; and id alone for ?id=N', () => {
    expect(matchOverlay('?hero-chart&id=31', KEYS)).toMatchObject({ key: 'hero-chart', params: { id: '31' } });
    expect(matchOverlay('?id=31', KEYS)).toMatchObject({ key: 'id', params: { id: '31' } });
    expect(matchOverlay('?task_id=0', KEYS)).toMatchObject({ key: 'task_id', params: { task_id: '0' } });
  });

  it('ignores unknown parts (like ?tour) and survives bad percent-encoding', () => {
    expect(matchOverlay('?tour', KEYS)).toBeNull();
    expect(matchOverlay('?tour&contact', KEYS)?.key).toBe('contact');
    expect(matchOverlay('?id=%E0%A4%A', KEYS)?.params.id).toBe('%E0%A4%A');
    expect(matchOverlay('?email=a%2Bb%40example.com&id=3', KEYS)?.params.email).toBe('a+b@example.com');
  });

  it('writes the search that opens an overlay, round-tripping through the parser', () => {
    expect(overlaySearch('contact')).toBe('?contact');
    const search = overlaySearch('broadcast-msg', { userId: 12 });
    expect(search).toBe('?broadcast-msg&userId=12');
    expect(matchOverlay(search, KEYS)).toMatchObject({ key: 'broadcast-msg', params: { userId: '12' } });
  });
});
