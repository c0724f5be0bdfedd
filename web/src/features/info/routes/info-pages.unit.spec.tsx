import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { REPORT_REASON_OPTIONS, REPORT_SUB_REASON_OPTIONS } from '@decorlook/domain/moderation/moderation.rules';
import { POINT_KINDS, POINT_RULES } from '@decorlook/domain/rewards/rewards.rules';
import { paths } from '../../../config/paths';
import { BLOG_ARTICLES } from '../content/blog-articles';
import { BROWSER_STORED_ITEMS } from '../content/browser-storage';
import { AboutPage, BlogPage, CommunityGuidelinesPage, FaqsPage, PrivacyPage, TermsPage } from './info-pages';

function show(Page: ComponentType, path = '/') {
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

const text = (container: HTMLElement) => (container.textContent ?? '').replace(/\s+/g, ' ');
const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

const PAGES: [string, ComponentType, string][] = [
  ['about', AboutPage, 'From inspiration to your home'],
  ['blog', BlogPage, 'How DecorLook Works'],
  ['terms', TermsPage, 'Terms of Use'],
  ['faqs', FaqsPage, 'Frequently Asked Questions'],
  ['privacy', PrivacyPage, 'Privacy Policy'],
  ['community guidelines', CommunityGuidelinesPage, 'Community Guidelines'],
];

describe('the content pages', () => {
  it.each(PAGES)('%s: one h1, and headings that never skip a level', (_, Page, title) => {
    const { container } = show(Page);
    expect(headings(1)).toEqual([title]);
    let previous = 1;
    for (const heading of container.querySelectorAll('h1, h2, h3, h4')) {
      const level = Number(heading.tagName[1]);
      expect(level, heading.textContent ?? '').toBeLessThanOrEqual(previous + 1);
      previous = level;
    }
  });

  it.each(PAGES)('%s pre-renders: the whole text is in the server markup, before any effect runs', (_, Page, title) => {
    const html = renderToString(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(html).toContain(title);
    expect(html.length).toBeGreaterThan(2_000);
  });
});

describe('Terms of Use', () => {
  it('states every term of the spec', () => {
    const { container } = show(TermsPage);
    const terms = text(container);
    expect(terms).toContain('You must be at least 13 years old to use DecorLook.');
    expect(terms).toContain('Business accounts need our approval and are subject to fees.');
    expect(terms).toMatch(/you can claim it, as open or as exclusive/);
    expect(within(container.querySelector('#image-claims') as HTMLElement).getByText('Open')).toBeTruthy();
    expect(within(container.querySelector('#image-claims') as HTMLElement).getByText('Exclusive')).toBeTruthy();
    expect(text(container.querySelector('#liability') as HTMLElement)).toMatch(/total liability .* is capped at \$100/);
    expect(text(container.querySelector('#arbitration') as HTMLElement)).toContain('Arbitration claims are capped at $100.');
    expect(text(container.querySelector('#governing-law') as HTMLElement)).toContain('governed by the laws of the State of California');
  });

  it('lists its sections in a contents list that links to each', () => {
    show(TermsPage);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('#governing-law');
    for (const link of links) expect(document.querySelector(link.getAttribute('href') as string)).not.toBeNull();
  });
});

describe('Privacy Policy', () => {
  it('says what is kept, that personal fields are sealed per person, how erasure works, and what mail is sent', () => {
    const { container } = show(PrivacyPage);
    expect(headings(2)).toEqual(expect.arrayContaining(['What we keep', 'Personal details are sealed per person', 'Erasing your data', 'Email', 'Cookies and browser storage']));
    expect(text(container.querySelector('#sealed') as HTMLElement)).toMatch(/encrypted with a key that belongs to you alone/);
    expect(text(container.querySelector('#erasure') as HTMLElement)).toMatch(/destroys your personal key/);
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe(`${paths.accountProfile}?tab=account`);
  });

  it('lists every item the site keeps in the browser (spec 3), with why', () => {
    show(PrivacyPage);
    const rows = within(screen.getByRole('table', { name: 'Items the site keeps in your browser' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(BROWSER_STORED_ITEMS.map((entry) => entry.item));
    expect(text(document.body)).toMatch(/Access and refresh tokens.*Newsletter and persona flags.*Tool introduction status/);
  });
});

describe('Community Guidelines', () => {
  it('explains every report reason an inappropriate image can be reported for, in the report modal’s words', () => {
    const { container } = show(CommunityGuidelinesPage);
    const section = container.querySelector('#not-allowed') as HTMLElement;
    const terms = [...section.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(REPORT_REASON_OPTIONS.inappropriate.subReasons.map((reason) => REPORT_SUB_REASON_OPTIONS[reason].label));
    for (const reason of REPORT_REASON_OPTIONS.inappropriate.subReasons) expect(text(section)).toContain(REPORT_SUB_REASON_OPTIONS[reason].description);
    const own = text(container.querySelector('#your-work') as HTMLElement);
    for (const reason of REPORT_REASON_OPTIONS.own.subReasons) expect(own).toContain(REPORT_SUB_REASON_OPTIONS[reason].label);
  });
});

describe('Blog', () => {
  it('has an index of its articles and each article, on how DecorLook works', () => {
    const { container } = show(BlogPage);
    const index = within(screen.getByRole('navigation', { name: 'Articles' })).getAllByRole('link');
    expect(index.map((link) => link.getAttribute('href'))).toEqual(BLOG_ARTICLES.map((article) => `#${article.id}`));
    const titles = [...container.querySelectorAll<HTMLElement>('article article')].map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual(BLOG_ARTICLES.map((article) => article.title));
    for (const topic of ['Get the Look', 'Shop the Look', 'Curate the Look', 'Request the Look', 'Meet the ambassadors', 'reward points']) expect(titles.join(' | ')).toContain(topic);
  });

  it('tells the three steps of the how-it-works modal and the three kinds of recommendation', () => {
    const { container } = show(BlogPage);
    const guide = within(container.querySelector('#how-decorlook-works') as HTMLElement);
    expect(guide.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['1. Select an Image you Love', '2. Request the Look', '3. Get Recommendations']);
    expect(text(container.querySelector('#how-decorlook-works') as HTMLElement)).toMatch(/Look Board:.*Product Stream:.*Mix & Match: mix products from all the look boards to create the perfect one/);
  });

  it('shows the points each contribution earns, from the rules the points earner applies', () => {
    const { container } = show(BlogPage);
    const rows = within(container.querySelector('#reward-points') as HTMLElement).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(POINT_KINDS.map((kind) => [POINT_RULES[kind].description, String(POINT_RULES[kind].points)]));
  });
});

describe('FAQs and About', () => {
  it('FAQs: questions grouped under headings, each answer behind its question', () => {
    const { container } = show(FaqsPage);
    expect(headings(2)).toEqual(['On this page', 'Getting started', 'The tools', 'Ambassadors', 'Reward points', 'Account and privacy']);
    const questions = [...container.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    expect(questions).toContain('Do I need an account?');
    expect(text(container)).toContain('You must be at least 13 to register.');
    expect(text(container)).toMatch(/once you have at least 100 points/);
  });

  it('About: what DecorLook is, its tools and how to start', () => {
    show(AboutPage);
    expect(headings(2)).toEqual(expect.arrayContaining(['Why we built DecorLook', 'What you can do here', 'Our ambassadors', 'Start with a picture you love']));
    expect(screen.getAllByRole('link', { name: 'Get the Look' })[0].getAttribute('href')).toBe(paths.getTheLook);
  });
});
