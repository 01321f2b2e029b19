// Reading and writing the overlay part of the query string (docs/product-spec.md, Overlay dialogs).
//
// The spec writes one overlay as `?broadcast-msg?userId=N` (a second '?' inside the query), and
// others as `?hero-chart&id=N`, so both '?' and '&' separate parts here.

export type OverlayParams = Readonly<Record<string, string>>;

interface OverlayMatch {
  key: string;
  params: OverlayParams;
}

function decodePart(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Every `name` or `name=value` part of a search string, in order (leading '?' optional). */
export function parseQueryParts(search: string): Array<[name: string, value: string]> {
  const parts: Array<[string, string]> = [];
  for (const part of search.split(/[?&]/)) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = decodePart(equals === -1 ? part : part.slice(0, equals));
    const value = equals === -1 ? '' : decodePart(part.slice(equals + 1));
    if (name !== '') parts.push([name, value]);
  }
  return parts;
}

/**
 * The overlay the query asks for: the first part, in URL order, whose name is a known key. So
 * `?hero-chart&id=5` opens hero-chart (with params.id = '5'), and `?id=5` opens id.
 */
export function matchOverlay(search: string, knownKeys: ReadonlySet<string>): OverlayMatch | null {
  const parts = parseQueryParts(search);
  const hit = parts.find(([name]) => knownKeys.has(name));
  if (!hit) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of parts) {
    if (!(name in params)) params[name] = value;
  }
  return { key: hit[0], params };
}

/** `?key` or `?key&name=value…`: the search string that opens an overlay. */
export function overlaySearch(key: string, params: Record<string, string | number> = {}): string {
  const extra = Object.entries(params).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return `?${[encodeURIComponent(key), ...extra].join('&')}`;
}
