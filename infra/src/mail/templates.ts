import { escapeHtml } from '../html';
/** The product's mails: real HTML and text, with working links to the site. */
export const PRODUCT_NAME = 'DecorLook';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}


function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e9;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:32px 16px">
    <table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;padding:32px">
      <tr><td style="font-size:22px;font-weight:bold;color:#0f766e;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
      <tr><td style="font-size:18px;font-weight:bold;padding-bottom:12px">${escapeHtml(title)}</td></tr>
      ${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n      ')}
      <tr><td style="padding:16px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(action.label)}</a></td></tr>
      <tr><td style="font-size:13px;color:#52606d;line-height:1.5">If the button does not work, open this link: <a href="${escapeHtml(action.url)}" style="color:#0f766e">${escapeHtml(action.url)}</a></td></tr>
      <tr><td style="font-size:12px;color:#7b8794;padding-top:24px">${escapeHtml(footer)}</td></tr>
    </table>
  </td></tr></table>
</body></html>`;
}

function text(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  return [`${PRODUCT_NAME}`, '', title, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}: ${action.url}`, '', footer, ''].join('\n');
}

function mail(subject: string, title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): MailContent {
  return { subject, html: layout(title, paragraphs, action, footer), text: text(title, paragraphs, action, footer), links: [action.url] };
}

export function verificationMail(o: { name: string; url: string; newUser: boolean }): MailContent {
  return mail(
    o.newUser ? `Welcome to ${PRODUCT_NAME}: please verify your email` : `Verify your email for ${PRODUCT_NAME}`,
    o.newUser ? `Thank you for registering, ${o.name}!` : `Hi ${o.name}, please verify your email`,
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
  return mail(
    `Reset your ${PRODUCT_NAME} password`,
    `Hi ${o.name}, reset your password`,
    ['We received a request to reset the password of your account. The link works once, for 60 minutes.'],
    { label: 'Choose a new password', url: o.url },
    `If you did not ask for this, ignore this mail: your password stays as it is.`,
  );
}

export function personaMail(o: { persona: string | null; url: string }): MailContent {
  return mail(
    o.persona ? `Your ${PRODUCT_NAME} style: ${o.persona}` : `Your ${PRODUCT_NAME} style`,
    o.persona ? `Your style is ${o.persona}` : 'Your style, as you asked',
    [
      o.persona
        ? `You took our style quiz and your style is ${o.persona}. Browse looks and products picked for it, and keep your result by creating an account.`
        : 'Take our style quiz to find your style, then browse looks and products picked for it.',
    ],
    { label: 'See looks in my style', url: o.url },
    `You received this mail because this address was entered on ${PRODUCT_NAME}.`,
  );
}
