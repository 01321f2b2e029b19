// The gate script as the browser runs it (the serialised text index.html carries), and the handover
// of what was typed on the prerendered form.
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderSignIn } from '../../sign-in-prerender.tsx';
import { GATE_ATTRIBUTE, GATE_OPEN, SUBMIT_REQUESTED_ATTRIBUTE } from './sign-in-gate.ts';
import { readSignInHandover, resumeSignIn } from './sign-in-handover.ts';

const STORAGE_KEY = 'hom.session';

function runGate(path: string, stored: string | null): boolean {
  window.history.replaceState(null, '', path);
  if (stored === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, stored);
  document.documentElement.removeAttribute(GATE_ATTRIBUTE);
  new Function(prerenderSignIn().gateScript)();
  return document.documentElement.getAttribute(GATE_ATTRIBUTE) === GATE_OPEN;
}

function mountPrerendered(): HTMLFormElement {
  document.body.innerHTML = `<div id="root">${prerenderSignIn().rootMarkup}</div>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('the prerendered markup has no form');
  return form;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('sign-in gate', () => {
  it('opens at / with no stored session only', () => {
    expect(runGate('/', null)).toBe(true);
    expect(runGate('/?forgot-password', null)).toBe(true);
    expect(runGate('/', JSON.stringify({ token: 'a.b.c', sessionTime: 1 }))).toBe(false);
    expect(runGate('/dashboard', null)).toBe(false);
    expect(runGate('/resetPassword', null)).toBe(false);
    // What the app would not take for a session (session.ts readPersisted) does not keep it closed.
    expect(runGate('/', JSON.stringify({ token: '', sessionTime: 1 }))).toBe(true);
  });

  it('holds back a submit of the prerendered form and notes it', () => {
    runGate('/', null);
    const form = mountPrerendered();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE)).toBe(true);
  });
});

describe('sign-in handover', () => {
  it('reads the typed values, the focused control and its caret from the prerendered form', () => {
    const form = mountPrerendered();
    const [email, password] = [...form.querySelectorAll('input')];
    if (!email || !password) throw new Error('the prerendered form lacks its fields');
    email.value = 'manager@example.com';
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(3, 3);
    expect(readSignInHandover()).toEqual({
      values: { email: 'manager@example.com', password: 'secret' },
      focusIndex: 1,
      selection: { start: 3, end: 3 },
      submitRequested: false,
    });
  });

  it('has nothing to hand over once the prerendered markup is gone', () => {
    document.body.innerHTML = '<div id="root"><form><input name="email" value="x"></form></div>';
    expect(readSignInHandover()).toBeNull();
  });

  it('puts the focus back on the same control of the new form and makes a pending submit once', () => {
    const form = mountPrerendered();
    const handover = { values: {}, focusIndex: 1, selection: { start: 2, end: 2 }, submitRequested: true };
    let submits = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits += 1;
    });
    const password = form.querySelectorAll('input')[1];
    if (password) password.value = 'secret';
    resumeSignIn(form, handover);
    resumeSignIn(form, handover);
    expect(document.activeElement).toBe(password);
    expect(password?.selectionStart).toBe(2);
    expect(submits).toBe(1);
  });
});
