import { describe, expect, it } from 'vitest';
import { ambassadorInvitationMail, unlinkedText } from './templates';

describe('text a person typed, quoted in a mail', () => {
  it('keeps its words but leaves nothing a mail client could turn into a link', () => {
    expect(unlinkedText('Claim it at https://evil.example/win now')).toBe('Claim it at https[:]//evil[.]example/win now');
    expect(unlinkedText('see www.evil.com or write to a@evil.co.uk')).toBe('see www[.]evil[.]com or write to a@evil[.]co[.]uk');
    expect(unlinkedText('mailto:a@b.io and javascript:alert(1)')).toBe('mailto[:]a@b[.]io and javascript[:]alert(1)');
    // Ordinary sentences and numbers stay as written.
    expect(unlinkedText('It costs 3.50, e.g. a lamp. Really!')).toBe('It costs 3.50, e.g. a lamp. Really!');
  });
});

describe('the ambassador invitation', () => {
  const invitation = ambassadorInvitationMail({
    toName: 'Nia',
    fromName: 'Ola www.win.example',
    message: 'You must see <a href="https://phish.example">this</a>\nhttps://phish.example/login',
    url: 'http://localhost:3000/ambassador/become-ambassador?invitation=abc',
    withCode: true,
    validDays: 14,
  });

  it('is the site’s own mail, its subject the site’s, its only link the site’s', () => {
    expect(invitation.subject).toBe('You have been nominated as a DecorLook ambassador');
    expect(invitation.links).toEqual(['http://localhost:3000/ambassador/become-ambassador?invitation=abc']);
    const hrefs = [...invitation.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(new Set(hrefs)).toEqual(new Set(['http://localhost:3000/ambassador/become-ambassador?invitation=abc']));
  });

  it('quotes the nominator’s name and message as plain text, escaped, with no address left whole', () => {
    expect(invitation.html).toContain('&lt;a href=&quot;https[:]//phish[.]example&quot;&gt;this&lt;/a&gt;');
    expect(invitation.html).not.toContain('phish.example');
    expect(invitation.text).not.toContain('phish.example');
    expect(invitation.text).toContain('https[:]//phish[.]example/login');
    expect(invitation.text).toContain('Ola www[.]win[.]example');
  });
});
