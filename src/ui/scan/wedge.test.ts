// A keyboard-wedge scanner: a pass-like text followed by Enter is a scan; a name, with Enter or not,
// stays a search.
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { looksLikePass, wedgeKeyHandler, wedgeScanOf } from './wedge.ts';

const PASS = 'PASS-0123456789ABCDEFGHJKMNPQRS';

function keyDown(key: string, value: string) {
  const event = { key, currentTarget: { value }, preventDefault: vi.fn() };
  return event as unknown as KeyboardEvent<HTMLInputElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

describe('the wedge scanner', () => {
  it('takes a pass followed by Enter as a scan, whatever its case and the spaces around it', () => {
    expect(wedgeScanOf('Enter', PASS)).toBe(PASS);
    expect(wedgeScanOf('Enter', ` ${PASS.toLowerCase()} `)).toBe(PASS.toLowerCase());
  });

  it('takes a misread pass (right start, wrong length) as a scan too, so it says Unknown pass', () => {
    expect(wedgeScanOf('Enter', 'PASS-HELLO')).toBe('PASS-HELLO');
  });

  it('leaves names alone: typed, or confirmed with Enter', () => {
    expect(wedgeScanOf('Enter', 'Ava')).toBeNull();
    expect(wedgeScanOf('Enter', 'Pascal')).toBeNull();
    expect(wedgeScanOf('a', 'Ava')).toBeNull();
    expect(wedgeScanOf('S', 'PASS-0123')).toBeNull();
    expect(looksLikePass('Pascal Durand')).toBe(false);
    expect(looksLikePass('pass-01')).toBe(true);
  });

  it('the field’s handler: a scan is sent, the field emptied and the Enter kept from the form; a name goes on as typed', () => {
    const onText = vi.fn();
    const clear = vi.fn();
    const handle = wedgeKeyHandler(onText, clear);
    const scanned = keyDown('Enter', PASS);
    handle(scanned);
    expect(onText).toHaveBeenCalledWith(PASS);
    expect(clear).toHaveBeenCalledOnce();
    expect(scanned.preventDefault).toHaveBeenCalledOnce();

    const typed = keyDown('Enter', 'Ava');
    handle(typed);
    handle(keyDown('v', 'Av'));
    expect(onText).toHaveBeenCalledOnce();
    expect(clear).toHaveBeenCalledOnce();
    expect(typed.preventDefault).not.toHaveBeenCalled();
  });
});
