// The HTML part of the e-mails, made from a few kinds of block and nothing else: every text is
// escaped here, so a name, an event or a report written by a person cannot inject markup into a
// manager's or resident's mailbox. Styles are inline (mail readers drop <style>), the widths fluid
// (read on a phone), and each link's words say where it goes (a screen reader lists links alone).
// The mail is written in its reader's language and laid out in its direction: an Arabic mail reads
// right to left, its labels, quotes and indents on the right (dir on the document and its column:
// some mail readers keep only the body's contents).
import { DIRECTIONS, type Language } from '../../src/contract/languages.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type MailBlock =
  /** A paragraph; `strong` parts are emphasised (the event's name). */
  | { paragraph: Array<string | { strong: string }> }
  /** A labelled list of facts (When, Where, Severity…). */
  | { facts: Array<[label: string, value: string]> }
  /**
   * A heading over a text a person wrote, kept as they wrote it (line breaks included) and read in
   * the direction of its own letters, whatever the mail's; it keeps to the mail's side, by its rule.
   */
  | { quote: string; label: string }
  /** A link drawn as a button. */
  | { button: string; href: string }
  /** A line of smaller print with an optional link at its end. */
  | { note: string; link?: { text: string; href: string } }
  /** Links one under the other, drawn large, each named for a screen reader by its label (a rating's stars). */
  | { choices: Array<{ text: string; label: string; href: string }> };

const PARAGRAPH = 'margin:0 0 14px;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a1a';
const SMALL = 'margin:0 0 10px;font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#4a4a4a';
const BUTTON =
  'display:inline-block;padding:12px 20px;border-radius:8px;background:#1d4ed8;color:#ffffff;' +
  'font:600 16px/1.2 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;text-decoration:none';

const CHOICE = 'font-size:28px;text-decoration:none;color:#c98a00';

type Direction = (typeof DIRECTIONS)[Language];

/** The side a block's indent, rule or label gap is on: the start of the line, right in a right-to-left mail. */
const START: Record<Direction, { side: 'left' | 'right'; factGap: string }> = {
  ltr: { side: 'left', factGap: '2px 12px 2px 0' },
  rtl: { side: 'right', factGap: '2px 0 2px 12px' },
};

function blockHtml(block: MailBlock, dir: Direction): string {
  if ('paragraph' in block) {
    const parts = block.paragraph.map((part) => (typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`));
    return `<p style="${PARAGRAPH}">${parts.join('')}</p>`;
  }
  if ('facts' in block) {
    const rows = block.facts
      .map(([label, value]) => `<tr><th scope="row" style="text-align:start;padding:${START[dir].factGap};vertical-align:top;font-weight:600">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`)
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 14px;${PARAGRAPH.replace('margin:0 0 14px;', '')}">${rows}</table>`;
  }
  if ('quote' in block) {
    const lines = escapeHtml(block.quote).replace(/\r?\n/g, '<br>');
    return `<p style="${PARAGRAPH};margin-bottom:4px;font-weight:600">${escapeHtml(block.label)}</p><p dir="auto" style="${PARAGRAPH};padding-${START[dir].side}:12px;border-${START[dir].side}:3px solid #c7c7c7;text-align:${START[dir].side}">${lines}</p>`;
  }
  if ('button' in block) {
    return `<p style="margin:18px 0"><a href="${escapeHtml(block.href)}" style="${BUTTON}">${escapeHtml(block.button)}</a></p>`;
  }
  if ('choices' in block) {
    const links = block.choices.map((choice) => `<a href="${escapeHtml(choice.href)}" aria-label="${escapeHtml(choice.label)}" style="${CHOICE}">${escapeHtml(choice.text)}</a>`);
    return `<p style="${PARAGRAPH}">${links.join('<br>')}</p>`;
  }
  const link = block.link ? ` <a href="${escapeHtml(block.link.href)}" style="color:#1d4ed8">${escapeHtml(block.link.text)}</a>` : '';
  return `<p style="${SMALL}">${escapeHtml(block.note)}${link}</p>`;
}

/**
 * The whole HTML part: the blocks in order, in a column a phone shows without scrolling sideways,
 * in the language's direction.
 */
export function mailHtml(blocks: readonly MailBlock[], lang: Language = 'en'): string {
  const dir = DIRECTIONS[lang];
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>` +
    `<body dir="${dir}" style="margin:0;padding:16px;background:#ffffff"><div dir="${dir}" style="max-width:560px">${blocks.map((block) => blockHtml(block, dir)).join('\n')}</div></body></html>`;
}
