import { describe, expect, it } from 'vitest';
import { applicationInput } from '../ambassadors/ambassador.rules';
import { productSearchInput } from '../catalog/catalog.rules';
import { profileInput, regularUsersInput } from '../identity/user.rules';
import { sendMessageInput, startConversationInput } from '../messaging/messaging.rules';
import { contactInput } from '../site/inquiries';
import { MESSAGES } from './messages';
import { cleanStoredText, cleanText, isPlainText } from './text';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the text rule', () => {
  it('refuses NUL, the other C0 controls, DEL and unpaired UTF-16 halves; one-line text refuses tab and line breaks too', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001bx', 'a\u007f', '\ud800', 'a\udc00b']) {
      expect(isPlainText(bad)).toBe(false);
      expect(isPlainText(bad, true)).toBe(false);
    }
    for (const lines of ['a\nb', 'a\tb', 'a\r\nb']) {
      expect(isPlainText(lines)).toBe(false);
      expect(isPlainText(lines, true)).toBe(true);
    }
    expect(isPlainText('Café 🛋️ «déco»')).toBe(true);
  });

  it('answers a field error with its message: a NUL in a first name, a line break in a first name, a NUL in a message body', () => {
    expect(errorsOf(profileInput.safeParse({ firstName: 'a\u0000b' }))).toEqual({ firstName: MESSAGES.textOneLine });
    expect(errorsOf(profileInput.safeParse({ firstName: 'Ann\nMarie' }))).toEqual({ firstName: MESSAGES.textOneLine });
    expect(profileInput.safeParse({ description: 'Line one\nLine two' }).success).toBe(true);
    expect(errorsOf(sendMessageInput.safeParse({ body: 'hi\u0000' }))).toEqual({ body: MESSAGES.textControl });
    expect(sendMessageInput.safeParse({ body: 'Hello,\n\tsee you' })).toMatchObject({ success: true, data: { body: 'Hello,\n\tsee you' } });
    expect(errorsOf(startConversationInput.safeParse({ participants: [2], name: 'a\u0007' }))).toEqual({ name: MESSAGES.textOneLine });
    expect(errorsOf(contactInput.safeParse({ email: 'a@b.co', message: 'x\u0000', subject: 'a\nb' }))).toEqual({ message: MESSAGES.textControl, subject: MESSAGES.textOneLine });
  });

  it('refuses a NUL anywhere in an ambassador application, and keeps line breaks in its answers', () => {
    const application = { describe_yourself: 'I love rooms\nand light', styles: [1], interests: [1], message: 'Ten years', links: [] };
    expect(applicationInput.safeParse(application).success).toBe(true);
    expect(errorsOf(applicationInput.safeParse({ ...application, message: 'a\u0000' }))).toMatchObject({ message: MESSAGES.textControl });
    expect(errorsOf(applicationInput.safeParse({ ...application, links: ['https://a.example/\u0000'] }))).toMatchObject({ 'links.0': MESSAGES.textOneLine });
  });

  it('cleans a search text instead of refusing it', () => {
    expect(productSearchInput.parse({ search: 'sofa\u0000 blue\n' }).search).toBe('sofa  blue');
    expect(regularUsersInput.parse({ search: '\u0000' }).search).toBe('');
  });

  it('bounds paging by the database integer range: a larger offset is a field error', () => {
    expect(productSearchInput.parse({ offset: 2147483647 }).offset).toBe(2147483647);
    expect(errorsOf(productSearchInput.safeParse({ offset: 2147483648 }))).toEqual({ offset: MESSAGES.offsetTooLarge });
    expect(errorsOf(regularUsersInput.safeParse({ offset: '99999999999' }))).toEqual({ offset: MESSAGES.offsetTooLarge });
    expect(productSearchInput.safeParse({ limit: 101 }).success).toBe(false);
  });
});

describe('cleaning stored text', () => {
  it('strips control characters but tab and line breaks from every string, at any depth', () => {
    expect(cleanText('a\u0000b\tc\n')).toBe('ab\tc\n');
    expect(cleanText('\ud800x')).toBe('\ufffdx');
    const stored = { firstName: 'a\u0000b', links: ['ok', 'x\u0001'], nested: { body: 'hi\u0000\nthere', n: 3, none: null } };
    expect(cleanStoredText(stored)).toEqual({ firstName: 'ab', links: ['ok', 'x'], nested: { body: 'hi\nthere', n: 3, none: null } });
  });

  it('gives clean data back as the same object', () => {
    const clean = { title: 'Sofa', tags: ['a'], nested: { at: '2026-01-01T00:00:00.000Z' } };
    expect(cleanStoredText(clean)).toBe(clean);
  });
});
