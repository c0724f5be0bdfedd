import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../lib/storage';

/** The four main tools (spec 2.3, main tabs); each has its overview, shown once. */
export type Tool = 'getTheLook' | 'requestTheLook' | 'curateTheLook' | 'shopTheLook';

/** Spec 3 "Browser-stored items": the intro-modal status per tool. */
export const INTRO_MODAL_STATUS_KEY = 'introModalStatus';

export const TOOL_OVERVIEWS: Record<Tool, { title: string; lead: string; points: readonly string[] }> = {
  getTheLook: {
    title: 'Get The Look',
    lead: 'Find a room you love and see what recreates it.',
    points: ['Browse curated room images, or narrow them by style.', 'Open an image to see the look boards and products that recreate it.', 'Mix & Match pieces from several boards, or switch to Product View.'],
  },
  requestTheLook: {
    title: 'Request The Look',
    lead: 'Ask our ambassadors to curate a look for a picture of your choice.',
    points: ['Pick an image you love: from the gallery, your liked images or your own.', 'Say what you want; your request is matched with ambassadors who share your style.', 'Get look boards, a product stream and Mix & Match ideas, then rate them.'],
  },
  curateTheLook: {
    title: 'Curate The Look',
    lead: 'Recreate a room with real products, one slot at a time.',
    points: ['Choose an inspiration image.', 'Drag products into a look board template (one, two or three columns).', 'Describe it and submit it for review, then share its link.'],
  },
  shopTheLook: {
    title: 'Shop The Look',
    lead: 'Shop the products behind every room image.',
    points: ['Start from a room image or from a kind of product.', 'See the products that match the picture best first.', 'Like products to keep them, or open one to buy it.'],
  },
};

export type IntroModalStatus = Partial<Record<Tool, true>>;

export function introSeen(storage: KeyValueStorage, tool: Tool): boolean {
  const status = readJson<unknown>(storage, INTRO_MODAL_STATUS_KEY);
  return typeof status === 'object' && status !== null && (status as Record<string, unknown>)[tool] === true;
}

export function markIntroSeen(storage: KeyValueStorage, tool: Tool): void {
  const status = readJson<unknown>(storage, INTRO_MODAL_STATUS_KEY);
  const current = typeof status === 'object' && status !== null && !Array.isArray(status) ? (status as IntroModalStatus) : {};
  writeJson(storage, INTRO_MODAL_STATUS_KEY, { ...current, [tool]: true });
}

/**
 * A tool's overview, shown the first time a person opens the tool and never again once closed
 * (spec 2.3). It opens after the page has mounted, so a pre-rendered page and its hydration agree.
 */
export function ToolOverviewModal({ tool, storage }: { tool: Tool; storage?: KeyValueStorage }) {
  const [store] = useState(() => storage ?? browserStorage());
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!introSeen(store, tool)) setOpen(true);
  }, [store, tool]);
  const close = () => {
    markIntroSeen(store, tool);
    setOpen(false);
  };
  const overview = TOOL_OVERVIEWS[tool];
  return (
    <Modal
      open={open}
      onCancel={close}
      title={`Welcome to ${overview.title}`}
      footer={
        <Button type="primary" onClick={close}>
          Got it
        </Button>
      }
    >
      <p>{overview.lead}</p>
      <ol className="dl-tool-overview" aria-label={`${overview.title} in three steps`}>
        {overview.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
    </Modal>
  );
}
