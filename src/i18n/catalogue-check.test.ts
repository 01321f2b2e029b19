// The catalogues hold together: every English section has its Spanish and Arabic translation, key
// for key, a sentence for a sentence and a function of as many parameters for a function (the type
// check says the same at build time; this catches a section file missing or misnamed), and every
// English key is used by the app's code. CI runs it with the other tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, type Catalogue } from './catalogue.ts';
import arResidents from './catalogues/i18n-ar-residents.ts';
import ar from './catalogues/i18n-ar.ts';
import esResidents from './catalogues/i18n-es-residents.ts';
import es from './catalogues/i18n-es.ts';

// Every section is defined in a *-strings.ts module: load them all.
import.meta.glob('../**/*-strings.ts', { eager: true });

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('i18n', 'catalogues')) || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return `function/${value.length}`;
  if (Array.isArray(value)) return `array/${value.length}`;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]));
  return typeof value;
}

const english = englishCatalogue();

describe('message catalogues', () => {
  it('defines sections only in *-strings.ts modules', () => {
    const elsewhere = sourceFiles(SRC)
      .filter((file) => !file.endsWith('-strings.ts') && !file.endsWith(join('i18n', 'catalogue.ts')))
      .filter((file) => /\bdefineMessages\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(elsewhere).toEqual([]);
  });

  it.each([
    ['es', es],
    ['ar', ar],
  ] as const)('%s translates every English section, key for key', (_language, catalogue: Catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual([...english.keys()].sort());
    for (const [section, messages] of english) expect({ section, shape: shapeOf(catalogue[section]) }).toEqual({ section, shape: shapeOf(messages) });
  });

  it.each([
    ['es', esResidents],
    ['ar', arResidents],
  ] as const)("%s for the residents' app holds every section its pages define", (_language, catalogue: Catalogue) => {
    const residentSections = sourceFiles(join(SRC, 'residents'))
      .filter((file) => file.endsWith('-strings.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/defineMessages\('([^']+)'/g)].map((match) => match[1]));
    expect(residentSections.length).toBeGreaterThan(0);
    expect(Object.keys(catalogue).sort()).toEqual(residentSections.sort());
  });

  it('uses every English key somewhere in the app', () => {
    const code = sourceFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused: string[] = [];
    for (const [section, messages] of english) {
      for (const key of Object.keys(messages)) {
        const used = new RegExp(`\\.${key}\\b|['"\`]${key.replace(/[-]/g, '\\-')}['"\`]|\\b${key}\\s*[,}]`).test(code);
        if (!used) unused.push(`${section}.${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
