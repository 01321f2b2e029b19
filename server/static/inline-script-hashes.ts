// The built index.html carries one inline script (the sign-in gate, scripts/sign-in-prerender-plugin.ts).
// The CSP allows scripts from this origin only, so each inline script is allowed by its sha256 hash,
// computed here from the built file itself: whatever the build wrote is what the CSP names. Read
// once, when the server starts: after a rebuild under a running server the browser refuses the new
// gate, and the sign-in form then shows when the app's scripts have run (as it did before there was
// a gate), never on a page where it should not.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** <script> elements without a src attribute, and their text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources ('sha256-…') of the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The hashes for the built app's index.html; none when the app is not built. */
export function builtIndexScriptHashes(distDir: string): string[] {
  const indexPath = join(distDir, 'index.html');
  return existsSync(indexPath) ? inlineScriptHashes(readFileSync(indexPath, 'utf8')) : [];
}
