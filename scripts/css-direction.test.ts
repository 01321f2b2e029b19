import { describe, expect, it } from 'vitest';
import { findPhysicalDirections, inlineStyles, physicalReason } from './css-direction.ts';

const lines = (css: string) => findPhysicalDirections(css).map((finding) => finding.line);

describe('the stylesheets check for physical left and right', () => {
  it('finds the physical sides the logical properties replace', () => {
    for (const [property, value] of [
      ['margin-left', 'auto'],
      ['padding-right', '8px'],
      ['border-left', '4px solid red'],
      ['border-right-color', 'red'],
      ['left', '0'],
      ['right', '2px'],
      ['text-align', 'left'],
      ['text-align', 'right'],
      ['float', 'right'],
      ['clear', 'left'],
      ['border-top-left-radius', '4px'],
      ['padding', '0 16px 0 24px'],
      ['margin', '4px calc(1px + 2px) 0 0'],
      ['inset', '0 auto 0 0'],
      ['border-radius', '4px 0 0 4px'],
      ['background', 'linear-gradient(to right, red, blue)'],
      ['transform', 'translateX(-50%)'],
      ['transform', 'translate(-50%, -50%)'],
    ] as const) {
      expect(physicalReason(property, value), `${property}: ${value}`).not.toBeNull();
    }
  });

  it('lets logical, symmetric and vertical declarations be', () => {
    for (const [property, value] of [
      ['margin-inline-start', 'auto'],
      ['inset-inline-end', '0'],
      ['text-align', 'start'],
      ['text-align', 'center'],
      ['float', 'inline-end'],
      ['padding', '4px 8px'],
      ['padding', '4px 8px 2px'],
      ['margin', '0 calc(50% - 1px) 0 calc(50% - 1px)'],
      ['border-radius', '999px'],
      ['border-radius', '4px 4px 0 0'],
      ['border-radius', '50% / 10%'],
      ['transform', 'translateY(-50%)'],
      ['transform', 'translate(0, -50%)'],
      ['transform', 'scaleX(-1)'],
      ['background', 'linear-gradient(to bottom, red, blue)'],
      ['--left', '4px'],
      ['top', '0'],
    ] as const) {
      expect(physicalReason(property, value), `${property}: ${value}`).toBeNull();
    }
  });

  it('names the line of each, in blocks, at-rules and one-line rules', () => {
    const css = [
      '.a {', //                                1
      '  margin-left: auto;', //                2
      '}', //                                   3
      '@media (max-width: 480px) {', //         4
      '  .b { padding: 0; right: 0 }', //       5
      '}', //                                   6
      '.left:hover, .right { color: red; }', // 7: selectors are not declarations
      '.c { text-align:', //                    8: a declaration over two lines
      '  left; }', //                           9
    ].join('\n');
    expect(lines(css)).toEqual([2, 5, 8]);
  });

  it('keeps a side its line says is meant, and only there', () => {
    const css = [
      '.a {',
      '  left: 50%; /* physical: centred with the translate below */',
      '  transform: translateX(-50%); /* Physical: its half width */',
      '  right: 0; /* the end */',
      '}',
    ].join('\n');
    expect(lines(css)).toEqual([4]);
  });

  it('is not fooled by comments', () => {
    const css = ['/* margin-left: 4px; */', '.a {', '  /* physical:', '  */ margin-right: 0;', '  padding: 0 /* left: 0; */;', '}'].join('\n');
    // Commented-out declarations are none; the mark must be on the declaration's own line.
    expect(lines(css)).toEqual([4]);
    expect(lines('.a { margin-right: 0; }\n/* physical: too late */')).toEqual([1]);
  });

  it("reads an HTML page's <style> at its own lines", () => {
    const html = ['<!doctype html>', '<html>', '<head>', '<style>', '  body { margin-left: 8px; }', '</style>', '</head>', '<body style="left: 0"></body>'].join(
      '\n',
    );
    expect(lines(inlineStyles(html))).toEqual([5]);
  });
});
