/** Times as the messenger shows them: the hour today, the day otherwise. */
const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function listTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return sameDay(date, now) ? hour.format(date) : day.format(date);
}

export const messageTime = (iso: string) => hour.format(new Date(iso));

/** The day heading above the first message of each day. */
export function dayHeading(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return 'Yesterday';
  return fullDay.format(date);
}

/** The local day of a time, to group messages under day headings. */
export const dayKey = (iso: string) => new Date(iso).toDateString();
