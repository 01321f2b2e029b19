import { decodeQR } from 'qr/decode.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../config/web-storage.ts';
import { stubApi, type Router } from '../testing/fake-api.ts';
import { click, eventually, mount, pressKey, type Mounted } from '../testing/render-for-test.tsx';
import { PASS_CACHE } from './pass-section.tsx';
import { clearResidentCache, readAnswer } from './resident-cache.ts';
import { ResidentApp } from './resident-app.tsx';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

let app: Mounted | undefined;

async function open(): Promise<HTMLElement> {
  window.history.replaceState(null, '', '/r/me');
  app = await mount(<ResidentApp />);
  return app.container;
}

async function close(): Promise<void> {
  await app?.unmount();
  app = undefined;
}

const RESIDENT_TOKEN = `x.${btoa(JSON.stringify({ sub: '502', role: 'resident', ver: 0 }))}.y`;
const FIRST = 'PASS-0123456789ABCDEFGHJKMNPQRS';
const RENEWED = 'PASS-ZYXWVTSRQPNMKJHGFEDCBA9876';
const card = (pass: string) => ({ pass, firstName: 'Ava', units: [{ buildingName: 'Harbor View', unit: '12B' }] });
const MY_EVENTS = { upcoming: [], past: [] };

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;
const qrOf = (root: ParentNode) => root.querySelector<SVGSVGElement>(`svg[role="img"][aria-label="${S.passQrName}"]`);

/**
 * What the drawn QR code says: its path painted into pixels (4 per module, white where nothing is
 * drawn, as its white rectangle is) and read by the decoder a phone or tablet would use.
 */
function decodeDrawn(svg: SVGSVGElement): string {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px++) {
      for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return decodeQR({ width, height: width, data });
}

/** The modules on the outer 4 rows and columns that are dark (the quiet zone has none). */
function darkInQuietZone(svg: SVGSVGElement): number {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  let dark = 0;
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [left, top, right] = [Number(x), Number(y), Number(x) + Number(run)];
    if (top < 4 || top >= size - 4 || left < 4 || right > size - 4) dark += 1;
  }
  return dark;
}

function serve(extra: Router = () => undefined) {
  return stubApi((request) => {
    if (request.path === '/residents/my-events/') return { status: 200, body: MY_EVENTS };
    if (request.path === '/residents/pass/') return { status: 200, body: card(FIRST) };
    return extra(request);
  });
}

beforeEach(async () => {
  await clearResidentCache();
  writeStored('residentSession', { token: RESIDENT_TOKEN, sessionTime: Date.now() });
});

afterEach(async () => {
  await close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my pass (/r/me)', () => {
  it('draws the pass as a QR code with a quiet zone, named for screen readers, with my first name and unit beneath', async () => {
    const sent = serve();
    const root = await open();
    await eventually(() => expect(qrOf(root)).not.toBeNull());
    const qr = qrOf(root)!;
    expect(decodeDrawn(qr)).toBe(FIRST);
    // Version 2 (25 modules) and 4 white modules each side, on a white rectangle.
    expect(qr.getAttribute('viewBox')).toBe('0 0 33 33');
    expect(darkInQuietZone(qr)).toBe(0);
    expect(qr.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    const section = root.querySelector('section[aria-labelledby="r-pass-heading"]')!;
    expect(section.querySelector('h2')?.textContent).toBe(S.passHeading);
    expect(section.querySelector('.r-pass-name')?.textContent).toBe('Ava');
    expect(section.querySelector('.r-pass-unit')?.textContent).toBe(S.passUnit('12B', 'Harbor View'));
    expect(section.textContent).toContain(S.passHint);
    // The code's text is never read out: it is nowhere in the page's text or names.
    expect(root.textContent).not.toContain(FIRST);
    expect(root.innerHTML).not.toContain(FIRST);
    expect(sent.find((request) => request.path === '/residents/pass/')?.authorization).toBe(`JWT ${RESIDENT_TOKEN}`);
    await eventually(async () => expect((await readAnswer('502', PASS_CACHE))?.data).toEqual(card(FIRST)));
  });

  it('renews only after the confirmation, and shows the new pass', async () => {
    const sent = serve((request) => (request.path === '/residents/renew-pass/' ? { status: 200, body: card(RENEWED) } : undefined));
    const root = await open();
    await eventually(() => expect(qrOf(root)).not.toBeNull());
    const renew = buttonNamed(root, S.renewPass)!;
    expect(renew.disabled).toBe(false);

    // Keep my pass (or Escape) closes the dialog and sends nothing; the focus goes back to Renew.
    renew.focus();
    await click(renew);
    let dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.querySelector('h2')?.textContent).toBe(S.renewTitle);
    expect(dialog.textContent).toContain(S.renewBody);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(S.renewBody);
    expect(document.activeElement?.textContent).toBe(S.keepPass);
    await click(buttonNamed(dialog, S.keepPass));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.activeElement).toBe(renew);
    await click(renew);
    await pressKey('Escape');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(sent.some((request) => request.path === '/residents/renew-pass/')).toBe(false);

    await click(renew);
    dialog = document.querySelector('[role="alertdialog"]')!;
    await click(buttonNamed(dialog, S.renewPass));
    await eventually(() => expect(decodeDrawn(qrOf(root)!)).toBe(RENEWED));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(sent.filter((request) => request.path === '/residents/renew-pass/').map((request) => request.authorization)).toEqual([`JWT ${RESIDENT_TOKEN}`]);
    expect(root.querySelector('section.r-pass [role="status"]')?.textContent).toBe(S.passRenewed);
    await eventually(async () => expect((await readAnswer<{ pass: string }>('502', PASS_CACHE))?.data.pass).toBe(RENEWED));
  });

  it('says why a renewal failed and keeps the pass it showed', async () => {
    serve((request) => (request.path === '/residents/renew-pass/' ? 'network-error' : undefined));
    const root = await open();
    await eventually(() => expect(qrOf(root)).not.toBeNull());
    await click(buttonNamed(root, S.renewPass));
    await click(buttonNamed(document.querySelector('[role="alertdialog"]')!, S.renewPass));
    await eventually(() => expect(root.querySelector('section.r-pass [role="alert"]')?.textContent).toBe(S.offline));
    expect(decodeDrawn(qrOf(root)!)).toBe(FIRST);
  });

  it('with no network, shows the pass kept on the device, and Renew is disabled saying why', async () => {
    serve();
    let root = await open();
    await eventually(() => expect(qrOf(root)).not.toBeNull());
    await eventually(async () => expect(await readAnswer('502', PASS_CACHE)).not.toBeNull());
    await close();

    // The server cannot be reached (the browser thinks it is online).
    vi.unstubAllGlobals();
    stubApi(() => 'network-error');
    root = await open();
    await eventually(() => expect(qrOf(root)).not.toBeNull());
    expect(decodeDrawn(qrOf(root)!)).toBe(FIRST);
    let renew = buttonNamed(root, S.renewPass)!;
    expect(renew.disabled).toBe(true);
    expect(document.getElementById(renew.getAttribute('aria-describedby')!)?.textContent).toBe(S.renewOffline);
    await close();

    // The browser knows it is offline: nothing is asked, the copy shows.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = stubApi(() => 'network-error');
    root = await open();
    await eventually(() => expect(qrOf(root)).not.toBeNull());
    expect(decodeDrawn(qrOf(root)!)).toBe(FIRST);
    renew = buttonNamed(root, S.renewPass)!;
    expect(renew.disabled).toBe(true);
    expect(sent.some((request) => request.path === '/residents/pass/')).toBe(false);
  });

  it('with no network and nothing kept, says the pass shows once online', async () => {
    stubApi(() => 'network-error');
    const root = await open();
    await eventually(() => expect(root.querySelector('section.r-pass')?.textContent).toContain(S.passNone));
    expect(qrOf(root)).toBeNull();
    expect(buttonNamed(root, S.renewPass)).toBeNull();
  });

  it("signing out wipes the device's copy of the pass", async () => {
    serve();
    const root = await open();
    await eventually(async () => expect(await readAnswer('502', PASS_CACHE)).not.toBeNull());
    await click(buttonNamed(root, S.signOut));
    await eventually(() => expect(window.location.pathname).toBe('/r'));
    await eventually(async () => expect(await readAnswer('502', PASS_CACHE)).toBeNull());
  });
});
