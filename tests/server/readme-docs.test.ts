// The README is a short guide and docs/ holds the rest: the README lists exactly the scripts
// package.json has, says where each kind of new thing goes, and every link between them reaches a
// file a reader has.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The section of `markdown` under the heading `## name`, up to the next heading of that level. */
function section(markdown: string, name: string): string {
  const start = markdown.indexOf(`\n## ${name}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}

describe('the README and docs/', () => {
  const readme = read('README.md');

  it('lists exactly the scripts package.json has', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const listed = [...section(readme, 'Scripts').matchAll(/^\| `npm (?:run )?([\w:-]+)` \|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...scripts].sort());
  });

  it('keeps the two Quick-start commands', () => {
    const quickStart = section(readme, 'Quick start');
    expect(quickStart).toContain('```sh\nnpm install && npm start\n```');
    expect(quickStart).toContain('```sh\nnpm test\n```');
  });

  it('says where each kind of new thing goes', () => {
    const headings = [...section(readme, 'Where things go').matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['A new queued write', 'A new cached read', 'A new front-desk service', 'A new mail kind', 'A new route', 'A new screen', 'A new text, or a fourth language']);
  });

  it('links only to files that are there', () => {
    const broken: string[] = [];
    for (const file of ['README.md', ...markdownFiles('docs')]) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
        const path = join(dirname(join(ROOT, file)), target!.split('#')[0]!);
        if (!existsSync(path)) broken.push(`${file} → ${target} (${relative(ROOT, path)})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
