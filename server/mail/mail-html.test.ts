import { describe, expect, it } from 'vitest';
import { reminderMailBlocks, reminderMailText, type ReminderText } from '../reminders/reminder-strings.ts';
import { mailHtml } from './mail-html.ts';

const HOSTILE = '<img src=x onerror="alert(1)"> & \'quoted\'';

describe('the e-mails\' HTML part', () => {
  it('escapes every text a person wrote, in every kind of block', () => {
    const html = mailHtml([
      { paragraph: [HOSTILE, { strong: HOSTILE }] },
      { facts: [[HOSTILE, HOSTILE]] },
      { quote: `${HOSTILE}\nsecond line`, label: HOSTILE },
      { button: HOSTILE, href: 'https://example.org/?a=1&b="2"' },
      { note: HOSTILE, link: { text: HOSTILE, href: 'javascript:"x"' } },
    ]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quoted&#39;');
    expect(html).toContain('href="https://example.org/?a=1&amp;b=&quot;2&quot;"');
    // A text's own line breaks are kept as the person wrote them.
    expect(html).toContain('&#39;quoted&#39;<br>second line');
  });

  it('a reminder says in HTML what its text says, the give-back link a button', () => {
    const reminder: ReminderText = {
      firstName: 'Ava', event: 'Yoga & Tea', day: 'Tuesday 1 December 2026', startTime: '18:00', endTime: '19:00',
      timeZone: 'Europe/London', venue: 'Studio', building: 'Riverside', giveBackLink: 'https://x.test/r/give-back?token=a&b', settingsLink: 'https://x.test/r/me',
    };
    const html = mailHtml(reminderMailBlocks(reminder));
    const text = reminderMailText(reminder);
    expect(text).toContain('Tuesday 1 December 2026, 18:00 to 19:00 (Europe/London time)');
    expect(html).toContain('Tuesday 1 December 2026, 18:00 to 19:00 (Europe/London time)');
    expect(html).toContain('<strong>Yoga &amp; Tea</strong>');
    expect(html).toMatch(/<a href="https:\/\/x\.test\/r\/give-back\?token=a&amp;b"[^>]*>Give my place back<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/x\.test\/r\/me"[^>]*>Turn reminders off<\/a>/);
  });
});
