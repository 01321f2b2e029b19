// Toasts as a user at the desk sees them: three at most, text with AA contrast,
// inside the screen, and clear of the control the user needs next.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

interface ToastLook {
  text: string;
  color: string;
  background: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const AA_TEXT_CONTRAST = 4.5;

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What is wrong with the toasts on screen now (empty when nothing is). */
async function toastProblems(page: Page, keepClear: Locator): Promise<string[]> {
  const toasts = (await page.evaluate(`[...document.querySelectorAll('.Toastify__toast')].map((toast) => {
    const body = toast.querySelector('.Toastify__toast-body') || toast;
    const rect = toast.getBoundingClientRect();
    return { text: body.innerText, color: getComputedStyle(body).color, background: getComputedStyle(toast).backgroundColor,
      left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  })`)) as ToastLook[];
  const problems: string[] = [];
  if (toasts.length === 0) problems.push('no toast');
  if (toasts.length > 3) problems.push(`${toasts.length} toasts at once`);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const control = await keepClear.boundingBox();
  for (const toast of toasts) {
    const contrast = contrastRatio(toast.color, toast.background);
    if (contrast < AA_TEXT_CONTRAST) problems.push(`"${toast.text}" contrast ${contrast.toFixed(2)}`);
    if (toast.top < 0 || toast.left < 0 || toast.right > viewport.width || toast.bottom > viewport.height) {
      problems.push(`"${toast.text}" past the screen's edge`);
    }
    const apart =
      control === null ||
      toast.right <= control.x ||
      control.x + control.width <= toast.left ||
      toast.bottom <= control.y ||
      control.y + control.height <= toast.top;
    if (!apart) problems.push(`"${toast.text}" over the next control`);
  }
  return problems;
}

/** Asserts the toasts once they have slid in: at most three, readable, on screen, none over `keepClear`. */
export async function expectToastsTidy(page: Page, keepClear: Locator): Promise<void> {
  await expect.poll(() => toastProblems(page, keepClear), { timeout: 5_000 }).toEqual([]);
}
