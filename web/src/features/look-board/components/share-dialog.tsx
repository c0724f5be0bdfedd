import { useState } from 'react';
import { Alert, Button, Input, Modal, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { FacebookIcon, PinterestIcon } from '../../../components/icons';
import { toast } from '../../../lib/toast';
import type { LookBoard } from '../../../lib/queries/look-boards';
import { shareQuery } from '../../../lib/queries/look-boards';
import { socialShareLinks } from '../api/share-look-board';

function ShareIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

/** Copies with the Clipboard API; where that is refused (no permission, old browser) the field is selected for a manual copy. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/** Share: the board's link to copy, and Pinterest and Facebook with the board's social pictures. */
export function ShareButton({ board }: { board: LookBoard }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="lb-action" size="large" shape="round" icon={<ShareIcon />} onClick={() => setOpen(true)}>
        Share
      </Button>
      <Modal open={open} title="Share this look board" onCancel={() => setOpen(false)} footer={null} centered width={520} destroyOnHidden>
        <SharePanel board={board} />
      </Modal>
    </>
  );
}

function SharePanel({ board }: { board: LookBoard }) {
  const query = useQuery(shareQuery(board.id));
  const [field, setField] = useState<HTMLInputElement | null>(null);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon title="We could not prepare the share link" description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />;
  const share = query.data;
  const links = socialShareLinks(share, board.title);
  const onCopy = async () => {
    if (await copy(share.shareUrl, field)) toast.success('Link copied');
  };
  return (
    <div className="lb-share">
      <img className="lb-share__preview" src={share.images.standard} alt={`${board.title}: the picture shared with the link`} width={1200} height={630} />
      <label className="lb-label" htmlFor="lb-share-url">
        Link to this look board
      </label>
      <div className="lb-share__copy">
        <Input id="lb-share-url" readOnly value={share.shareUrl} ref={(input) => setField(input?.input ?? null)} onFocus={(event) => event.target.select()} />
        <Button type="primary" onClick={() => void onCopy()}>
          Copy link
        </Button>
      </div>
      <div className="lb-share__social">
        <a className="lb-share__network lb-share__network--pinterest" href={links.pinterest} target="_blank" rel="noopener noreferrer">
          <PinterestIcon /> Pin it on Pinterest
        </a>
        <a className="lb-share__network lb-share__network--facebook" href={links.facebook} target="_blank" rel="noopener noreferrer">
          <FacebookIcon /> Share on Facebook
        </a>
      </div>
    </div>
  );
}
