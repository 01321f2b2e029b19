import { describe, expect, it, vi } from 'vitest';
import { emitter } from './emitter.ts';

describe('emitter', () => {
  it('tells each listener in order until it is removed', () => {
    const changes = emitter<number>();
    const heard: string[] = [];
    const offA = changes.on((value) => heard.push(`a${value}`));
    changes.on((value) => heard.push(`b${value}`));
    changes.emit(1);
    offA();
    offA();
    changes.emit(2);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
    expect(changes.size).toBe(1);
  });

  it('a listener that removes itself or adds another does not change this emit', () => {
    const changes = emitter();
    const late = vi.fn();
    const off = changes.on(() => {
      off();
      changes.on(late);
    });
    changes.emit();
    expect(late).not.toHaveBeenCalled();
    changes.emit();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('the same function added twice is two listeners', () => {
    const changes = emitter();
    const listener = vi.fn();
    const offFirst = changes.on(listener);
    changes.on(listener);
    changes.emit();
    expect(listener).toHaveBeenCalledTimes(2);
    offFirst();
    changes.emit();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('one listener that throws does not keep the others from hearing', () => {
    const changes = emitter();
    const after = vi.fn();
    changes.on(() => {
      throw new Error('broken listener');
    });
    changes.on(after);
    expect(() => changes.emit()).toThrow('broken listener');
    expect(after).toHaveBeenCalledTimes(1);
    changes.clear();
    expect(changes.size).toBe(0);
  });

  it('settle waits for every listener and reports each outcome', async () => {
    const signOut = emitter<string>();
    const wiped: string[] = [];
    signOut.on(async (user) => {
      await Promise.resolve();
      wiped.push(`cache of ${user}`);
    });
    signOut.on(() => {
      throw new Error('storage refused');
    });
    signOut.on((user) => {
      wiped.push(`outbox of ${user}`);
    });
    const outcomes = await signOut.settle('ava');
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(wiped.sort()).toEqual(['cache of ava', 'outbox of ava']);
  });
});
