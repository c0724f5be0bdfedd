import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { lookBoardShareUrl, lookBoardSocialImages, lookBoardView } from '@decorlook/domain';
import { escapeHtml } from '../html';
import { SOCIAL_FORMATS, shareableOf, socialImageKey, type LoadShareableBoard, type ShareableBoard } from '../media/social-images';

export interface LookBoardPageOptions {
  /** The built web client: its shell.html (or index.html) is the page the client's routes are served. */
  dist: string;
  /** The site's address as the world reaches it (PUBLIC_URL): link previews need absolute URLs. */
  publicUrl: string;
  /** The board when it may be shared (approved and public), else null. */
  loadBoard: LoadShareableBoard;
  /** The Content-Security-Policy the site's other pages carry. */
  csp: string;
}

/** Link previews cut a description around this length; the page's own text is never cut. */
const DESCRIPTION_MAX = 200;

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
};

/**
 * The tags social sites and chat apps read for a link preview of a board: Open Graph, the X
 * (Twitter) large card, the 1200x630 card first (the picture Facebook, LinkedIn and X take) and
 * the 1000x1500 pin second (Pinterest picks the tallest picture offered). Every value is escaped.
 * The pictures' addresses carry the key of what is drawn, so a preview cached by a social site
 * is refreshed when the board changes.
 */
export function lookBoardMetaTags(board: ShareableBoard, publicUrl: string): string {
  const url = lookBoardShareUrl(publicUrl, board);
  const description = shorten(board.description) || `A look board on DecorLook: ${board.title}`;
  const image = (format: keyof typeof SOCIAL_FORMATS) => `${publicUrl}${lookBoardSocialImages(board.id)[format]}?v=${socialImageKey(board, format).slice(0, 12)}`;
  const tag = (attr: 'property' | 'name', key: string, value: string | number) => `<meta ${attr}="${key}" content="${escapeHtml(String(value))}" />`;
  const alt = `${board.title}: a look board on DecorLook`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('name', 'description', description),
    tag('property', 'og:site_name', 'DecorLook'),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', board.title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    ...(['standard', 'pinterest'] as const).flatMap((format) => [
      tag('property', 'og:image', image(format)),
      tag('property', 'og:image:type', 'image/png'),
      tag('property', 'og:image:width', SOCIAL_FORMATS[format].width),
      tag('property', 'og:image:height', SOCIAL_FORMATS[format].height),
      tag('property', 'og:image:alt', alt),
    ]),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', board.title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image('standard')),
    tag('name', 'twitter:image:alt', alt),
  ].join('\n    ');
}

/**
 * The shell with the board's title and preview tags: its own `<title>` and description give
 * way to the board's, the rest goes in just before `</head>`.
 */
export function withLookBoardMeta(shell: string, board: ShareableBoard, publicUrl: string): string {
  const page = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(board.title)} | DecorLook</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '');
  return page.replace('</head>', () => `    ${lookBoardMetaTags(board, publicUrl)}\n  </head>`);
}

const BOARD_PAGE = /^\/look-board\/(\d{1,12})(?:\/[^/]*)?\/?$/;

/**
 * `/look-board/{id}/{slug?}` for a board anyone may see: the client's page with the board's
 * link-preview tags, so a shared link shows its title and pictures. Any other board, a private
 * or unpublished one included, passes on to the plain page (the client then answers as it does
 * for any board), so a preview never tells whether a hidden board exists. Mount before the
 * client's catch-all route.
 */
export function lookBoardPageRoutes(opts: LookBoardPageOptions): Router {
  const router = Router();
  // The same page the client's other routes get (scripts/server.ts, mountWeb).
  const shellFile = path.join(opts.dist, existsSync(path.join(opts.dist, 'shell.html')) ? 'shell.html' : 'index.html');
  // The shell changes only when the client is built again: read once per build, not per request.
  let shell: { mtimeMs: number; html: string } | null = null;
  /** The shell, or null when the client is not built (the catch-all then answers as it does without one). */
  const shellHtml = async () => {
    const mtimeMs = await stat(shellFile).then(
      (st) => st.mtimeMs,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      },
    );
    if (mtimeMs === null) return null;
    if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, html: await readFile(shellFile, 'utf8') };
    return shell.html;
  };
  router.get(BOARD_PAGE, async (req, res, next) => {
    try {
      if (!req.accepts('html')) return next();
      const m = BOARD_PAGE.exec(req.path);
      const board = m ? await opts.loadBoard(Number(m[1])) : null;
      const page = board && (await shellHtml());
      if (!board || !page) return next();
      const html = withLookBoardMeta(page, board, opts.publicUrl);
      res.set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': opts.csp }).type('html').send(html);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** How long the gateway waits for query-api's answers before it serves the plain page. */
const LOOK_UP_TIMEOUT_MS = 2_000;

/**
 * Boards as a visitor reads them from query-api (`GET /v1/look-board/{id}` without a token: only
 * approved, public boards answer), for the scale-out gateway, which has no database. A board is
 * shared only while query-api serves its pictures: the pictures' rule (`shareableBoards`) also
 * refuses the board of an erased owner, which the board's own page still shows. The gateway asks
 * for the card with the ETag of what it would draw, so a board drawn before answers 304 without a
 * body, and a board query-api refuses answers 404. Anything but a board (404, an error, no answer
 * in time) is no board: the plain page is served.
 */
export function shareableBoardsFrom(queryUrl: string): LoadShareableBoard {
  return async (id) => {
    try {
      const signal = AbortSignal.timeout(LOOK_UP_TIMEOUT_MS);
      const res = await fetch(`${queryUrl}/v1/look-board/${id}`, { headers: { accept: 'application/json' }, signal });
      if (res.status !== 200) return null;
      const parsed = lookBoardView.safeParse(((await res.json()) as { result?: unknown }).result);
      if (!parsed.success || parsed.data.status !== 'approved' || parsed.data.public !== 1) return null;
      const board = shareableOf(parsed.data);
      const card = await fetch(`${queryUrl}${lookBoardSocialImages(id).standard}`, { headers: { 'if-none-match': `"${socialImageKey(board, 'standard')}"` }, signal });
      await card.body?.cancel();
      return card.status === 200 || card.status === 304 ? board : null;
    } catch {
      return null;
    }
  };
}
