/** Search-engine crawlers and prerender services (spec 2.2 and 7): user agents naming one of these. */
export const CRAWLER_USER_AGENT = /prerender|googlebot|crawler|bot/i;

export function isBot(userAgent: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.userAgent): boolean {
  return userAgent !== undefined && CRAWLER_USER_AGENT.test(userAgent);
}
