import { escapeHtml } from '../html';
/** The product's mails: real HTML and text, with working links to the site. */
export const PRODUCT_NAME = 'DecorLook';

/**
 * Control characters (C0, DEL, C1) and the bidirectional overrides that reorder what a reader
 * sees, removed from anything a person typed before it goes into a mail; runs of white space
 * become one space, so a name cannot add lines or headers of its own.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;
export function plainText(value: string): string {
  return value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
}

/** An address as a notice shows it to someone who may not own it: n***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}


/** A linked entry of a list mail (the notification digest): a heading, a line, and a link to it. */
export interface MailItem {
  title: string;
  message: string;
  label: string;
  url: string;
}

function itemsHtml(items: readonly MailItem[]): string {
  return items
    .map(
      (i) => `<tr><td style="font-size:15px;line-height:1.5;padding:8px 0;border-top:1px solid #e4e7eb"><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.message)}<br><a href="${escapeHtml(i.url)}" style="color:#0f766e">${escapeHtml(i.label)}</a></td></tr>`,
    )
    .join('\n      ');
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string, items: readonly MailItem[] = []): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e9;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 16px">
    <table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;padding:32px">
      <tr><td style="font-size:22px;font-weight:bold;color:#0f766e;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
      <tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
      ${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n      ')}
      ${itemsHtml(items)}
      <tr><td style="padding:16px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(action.label)}</a></td></tr>
      <tr><td style="font-size:13px;color:#52606d;line-height:1.5">If the button does not work, open this link: <a href="${escapeHtml(action.url)}" style="color:#0f766e">${escapeHtml(action.url)}</a></td></tr>
      <tr><td style="font-size:12px;color:#7b8794;padding-top:24px">${escapeHtml(footer)}</td></tr>
    </table>
  </td></tr></table>
</body></html>`;
}

function text(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string, items: readonly MailItem[] = []): string {
  const listed = items.flatMap((i) => [`- ${i.title}: ${i.message}`, `  ${i.label}: ${i.url}`, '']);
  return [`${PRODUCT_NAME}`, '', title, '', ...paragraphs.flatMap((p) => [p, '']), ...listed, `${action.label}: ${action.url}`, '', footer, ''].join('\n');
}

function mail(subject: string, title: string, paragraphs: string[], action: { label: string; url: string }, footer: string, items: readonly MailItem[] = []): MailContent {
  return { subject, html: layout(title, paragraphs, action, footer, items), text: text(title, paragraphs, action, footer, items), links: [...items.map((i) => i.url), action.url] };
}

export function verificationMail(o: { name: string; url: string; newUser: boolean }): MailContent {
  const name = plainText(o.name) || 'there';
  return mail(
    o.newUser ? `Welcome to ${PRODUCT_NAME}: please verify your email` : `Verify your email for ${PRODUCT_NAME}`,
    o.newUser ? `Thank you for registering, ${name}!` : `Hi ${name}, please verify your email`,
    [
      o.newUser
        ? `Welcome to ${PRODUCT_NAME}, where you can find the rooms you love and get their look. Please verify your email address so we know it's really you.`
        : 'Please verify this email address before you proceed.',
      'The link works for 7 days.',
    ],
    { label: 'Verify my email', url: o.url },
    `You received this mail because this address was used on ${PRODUCT_NAME}. If that wasn't you, you can ignore it.`,
  );
}

export function passwordResetMail(o: { name: string; url: string }): MailContent {
  const name = plainText(o.name) || 'there';
  return mail(
    `Reset your ${PRODUCT_NAME} password`,
    `Hi ${name}, reset your password`,
    ['We received a request to reset the password of your account. The link works once, for 60 minutes.'],
    { label: 'Choose a new password', url: o.url },
    `If you did not ask for this, ignore this mail: your password stays as it is.`,
  );
}

/** The style-quiz result. The persona is what the visitor sent: it stays out of the subject. */
export function personaMail(o: { persona: string | null; url: string }): MailContent {
  const persona = o.persona ? plainText(o.persona) : '';
  return mail(
    `Your ${PRODUCT_NAME} style`,
    persona ? `Your style is ${persona}` : 'Your style, as you asked',
    [
      persona
        ? `You took our style quiz and your style is ${persona}. Browse looks and products picked for it, and keep your result by creating an account.`
        : 'Take our style quiz to find your style, then browse looks and products picked for it.',
    ],
    { label: 'See looks in my style', url: o.url },
    `You received this mail because this address was entered on ${PRODUCT_NAME}.`,
  );
}

/** To the previous address after a change, with the link that undoes it. */
export function emailChangedMail(o: { name: string; newEmail: string; url: string }): MailContent {
  const name = plainText(o.name) || 'there';
  return mail(
    `Your ${PRODUCT_NAME} email address was changed`,
    `Hi ${name}, your email address was changed`,
    [
      `The email address of your ${PRODUCT_NAME} account was changed to ${maskEmail(plainText(o.newEmail))}. Mail from us now goes to that address.`,
      'If you did not make this change, undo it with the link below: it works for 7 days and puts this address back on your account.',
    ],
    { label: 'Undo this change', url: o.url },
    `You received this mail because this address was the one on your ${PRODUCT_NAME} account.`,
  );
}

/**
 * Text someone typed, quoted in a mail so that nothing in it becomes a link: plain text (see
 * plainText; the HTML part escapes it too), with every scheme and every dot between a name and
 * what looks like a domain ending broken (`https[:]//`, `example[.]com`, `www[.]`), so mail
 * clients that turn addresses into links find none to turn.
 */
export function unlinkedText(value: string): string {
  return plainText(value)
    .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/\b(mailto|tel|sms|data|javascript):/gi, '$1[:]')
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L}[\p{L}\p{N}-])/gu, '$1[.]');
}

/**
 * An ambassador nomination: the site's own invitation, with the nominator's name and words quoted
 * as plain text in which nothing is a link; the only link is the site's own. A new account comes
 * with its invitation code in the link; someone with an account signs in as usual. The subject is
 * the site's, whatever the nominator asked for.
 */
export function ambassadorInvitationMail(o: { toName: string; fromName: string; message: string; url: string; withCode: boolean; validDays: number }): MailContent {
  const toName = unlinkedText(o.toName) || 'there';
  const fromName = unlinkedText(o.fromName) || 'A member';
  const message = unlinkedText(o.message);
  return mail(
    `You have been nominated as a ${PRODUCT_NAME} ambassador`,
    `Hi ${toName}, ${fromName} nominated you as a ${PRODUCT_NAME} ambassador`,
    [
      `${fromName} thinks you would make a great ${PRODUCT_NAME} ambassador and wrote:`,
      message ? `"${message}"` : '',
      `Ambassadors keep a showcase page of their favourite rooms and curate look boards for people who ask for a look.`,
      o.withCode
        ? `Your invitation opens an account with this address: follow the link to sign in, choose your password and apply. It works for ${o.validDays} days.`
        : `Sign in with your ${PRODUCT_NAME} account and apply from the ambassador page.`,
    ].filter((p) => p !== ''),
    { label: 'Become an ambassador', url: o.url },
    `You received this mail because ${fromName} entered this address on ${PRODUCT_NAME}. If you are not interested, ignore it${o.withCode ? ': the account stays unused' : ''}.`,
  );
}

/** The admin's decision on an ambassador application: a welcome, or the reason it was declined. */
export function ambassadorDecisionMail(o: { name: string; approved: boolean; typeLabel: string | null; reason: string | null; url: string }): MailContent {
  const name = plainText(o.name) || 'there';
  if (o.approved) {
    return mail(
      `Welcome to the ${PRODUCT_NAME} ambassador programme`,
      `Congratulations ${name}, you are a ${PRODUCT_NAME} ambassador`,
      [
        `Your application was approved${o.typeLabel ? ` as ${plainText(o.typeLabel)}` : ''}. Set up your showcase page and start curating look boards for the people who ask for a look.`,
      ],
      { label: 'Open ambassador management', url: o.url },
      `You received this mail because you applied to the ${PRODUCT_NAME} ambassador programme.`,
    );
  }
  const reason = o.reason ? plainText(o.reason) : '';
  return mail(
    `Your ${PRODUCT_NAME} ambassador application`,
    `Hi ${name}, about your ambassador application`,
    [`Thank you for applying to the ${PRODUCT_NAME} ambassador programme. We cannot accept your application this time.`, reason ? `The reason: ${reason}` : '', 'You are welcome to apply again.'].filter(
      (p) => p !== '',
    ),
    { label: 'Apply again', url: o.url },
    `You received this mail because you applied to the ${PRODUCT_NAME} ambassador programme.`,
  );
}

/** The daily digest (kind 'notification-digest'): how many notifications are unread, and the newest of them with their links. */
export function notificationDigestMail(o: { name: string; total: number; items: readonly MailItem[]; url: string }): MailContent {
  const name = plainText(o.name) || 'there';
  const count = o.total === 1 ? 'You have 1 unread notification' : `You have ${o.total} unread notifications`;
  const items = o.items.map((i) => ({ title: plainText(i.title), message: plainText(i.message), label: plainText(i.label), url: i.url }));
  return mail(
    `${count} on ${PRODUCT_NAME}`,
    `Hi ${name}, ${count.charAt(0).toLowerCase()}${count.slice(1)}`,
    [o.total > items.length ? `The newest ${items.length}:` : 'Here they are:'],
    { label: `Open ${PRODUCT_NAME}`, url: o.url },
    `You received this mail because notification e-mails are on in your ${PRODUCT_NAME} profile. Turn them off there to stop them.`,
    items,
  );
}

/** A trade opportunities inquiry, to the team (Reply-To the sender when they are known). */
export function tradeInquiryMail(o: { firstName: string; lastName: string; businessName: string; businessUrl: string; subject: string; message: string; replyTo: string | null; url: string }): MailContent {
  const who = plainText(`${o.firstName} ${o.lastName}`) || 'Someone';
  const business = plainText(o.businessName);
  return mail(
    `Trade opportunities: ${plainText(o.subject) || 'an inquiry'} (${business || who})`,
    `${who} of ${business || 'a business'} asks about trade opportunities`,
    [
      `Business: ${business} (${plainText(o.businessUrl)})`,
      `Subject: ${plainText(o.subject)}`,
      `"${plainText(o.message)}"`,
      o.replyTo ? `Answer this mail to reach ${who} at ${plainText(o.replyTo)}.` : `${who} wrote without signing in: answer through their business address.`,
    ],
    { label: 'Open the moderation console', url: o.url },
    `Sent from the trade opportunities form on ${PRODUCT_NAME}.`,
  );
}

/** A contact or support message, to the team (Reply-To the sender). */
export function contactMessageMail(o: { type: 'contact' | 'support'; name: string; email: string; subject: string; message: string; url: string }): MailContent {
  const who = plainText(o.name) || plainText(o.email);
  const kind = o.type === 'support' ? 'Support request' : 'Contact message';
  return mail(
    `${kind}: ${plainText(o.subject) || `from ${who}`}`,
    `${kind} from ${who}`,
    [o.subject ? `Subject: ${plainText(o.subject)}` : '', `"${plainText(o.message)}"`, `Answer this mail to reach ${who} at ${plainText(o.email)}.`].filter((p) => p !== ''),
    { label: `Open ${PRODUCT_NAME}`, url: o.url },
    `Sent from the ${o.type} form on ${PRODUCT_NAME}.`,
  );
}

export type ClaimKind = 'takedown' | 'credit';
const CLAIM_NAMES: Record<ClaimKind, string> = { takedown: 'copyright takedown notice', credit: 'credit claim' };

/** To the claimant: their notice or claim arrived and what happens next. */
export function claimReceivedMail(o: { kind: ClaimKind; name: string; id: number; imageTitle: string; url: string }): MailContent {
  const name = plainText(o.name) || 'there';
  const what = CLAIM_NAMES[o.kind];
  return mail(
    `We received your ${what} (#${o.id})`,
    `Hi ${name}, we received your ${what}`,
    [
      `Your ${what} #${o.id} about the image "${plainText(o.imageTitle)}" reached our team.`,
      o.kind === 'takedown'
        ? 'We review every notice: if it is accepted, the image is taken down from DecorLook. We will write to you with our decision.'
        : 'We review every claim: once it is approved, the image shows you as its credited owner. We will write to you with our decision.',
    ],
    { label: 'See the image', url: o.url },
    `You received this mail because you sent a ${what} on ${PRODUCT_NAME}.`,
  );
}

/** To the team: a notice or claim waits in the moderation queue. */
export function claimFiledTeamMail(o: { kind: ClaimKind; id: number; claimant: string; email: string; imageTitle: string; details: string[]; url: string }): MailContent {
  const what = CLAIM_NAMES[o.kind];
  return mail(
    `New ${what} #${o.id}: "${plainText(o.imageTitle)}"`,
    `A ${what} waits for a decision`,
    [`${plainText(o.claimant)} (${plainText(o.email)}) sent ${what} #${o.id} about the image "${plainText(o.imageTitle)}".`, ...o.details.map(plainText).filter((d) => d !== '')],
    { label: 'Open the moderation queue', url: o.url },
    `Sent by ${PRODUCT_NAME} to the team's address.`,
  );
}

/** To the claimant: the admin's decision on their notice or claim. */
export function claimDecisionMail(o: { kind: ClaimKind; name: string; id: number; accepted: boolean; reason: string | null; url: string }): MailContent {
  const name = plainText(o.name) || 'there';
  const what = CLAIM_NAMES[o.kind];
  const outcome = o.accepted
    ? o.kind === 'takedown'
      ? 'Your notice was accepted: the image was taken down.'
      : 'Your claim was approved: the image now shows you as its credited owner.'
    : `We could not accept your ${what}.`;
  const reason = o.reason ? plainText(o.reason) : '';
  return mail(
    `Your ${what} #${o.id} was ${o.accepted ? 'accepted' : 'declined'}`,
    `Hi ${name}, about your ${what}`,
    [outcome, reason ? `The reason: ${reason}` : ''].filter((p) => p !== ''),
    { label: o.accepted && o.kind === 'takedown' ? `Open ${PRODUCT_NAME}` : 'See the image', url: o.url },
    `You received this mail because you sent a ${what} on ${PRODUCT_NAME}.`,
  );
}
