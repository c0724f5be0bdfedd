/**
 * Spec 3 "Browser-stored items": what the site keeps in this browser's local storage, and why.
 * The privacy page lists them; nothing here is a cookie.
 */
export const BROWSER_STORED_ITEMS: readonly { item: string; why: string }[] = [
  { item: 'Access and refresh tokens', why: 'Keep you signed in on this browser; removed when you log out.' },
  { item: 'Verify-reminder timestamp', why: 'Remembers when we last asked you to verify your email, so we ask at most once a day.' },
  { item: 'Style quiz result and viewed flag', why: 'Shows your quiz result again and stops the quiz suggestion reappearing.' },
  { item: 'Look board in progress', why: 'Keeps a look board you are curating, so a reload does not lose your work.' },
  { item: 'Form values and edit state', why: 'Keeps what you typed in a long form until you send it.' },
  { item: 'Request information', why: 'Keeps a Request the Look you have started until you submit it.' },
  { item: 'Your own showcase banners', why: 'The colour and image banners you made for your showcase page.' },
  { item: 'Newsletter and persona flags', why: 'Remembers that you subscribed or closed the newsletter pop-up, so it stops asking.' },
  { item: 'Tool introduction status', why: 'Shows each tool’s overview only the first time you open it.' },
  { item: 'App version, configuration, checksum and lists', why: 'The site’s own settings and lists of styles and colours, so pages load fast.' },
];
