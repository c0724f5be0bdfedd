import { useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import { buildPath, paths } from '../config/paths';
import { productQuery } from '../lib/queries/products';
import { alternativesQuery, useFeedback, verdictsQuery, type FeedbackAnswer, type FeedbackWhere } from '../lib/queries/feedback';
import { formatPrice } from '../lib/price';
import { useSession } from '../lib/session/use-session';
import { MediaImage } from './media-image';
import './keep-swap.css';

interface Props {
  product: Pick<ProductView, 'id' | 'title'>;
  where: FeedbackWhere;
  /**
   * The ids of the page of products this one is shown with (itself among them): the member's
   * verdicts about them are read in one request the page's controls share. Alone by default.
   */
  shown?: readonly number[];
  /** Once the server has a choice: what the member is shown next may be ordered anew. */
  onAnswered?(answer: FeedbackAnswer): void;
}

/**
 * Keep or Swap under a product a member is shown (their recommendations, their product stream).
 * Keep says they want more like it. Swap says they do not, and offers three alternatives of the
 * same item class at a similar price; choosing one keeps it instead. Each choice is recorded at
 * once and teaches what they are shown next, and the control shows what the member said last,
 * on a later visit too (Kept, or Swapped and for what), while both choices stay open to change
 * their mind. Visitors see no controls: the taste is a member's.
 */
export function KeepSwap({ product, where, shown, onAnswered }: Props) {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const [answered, setAnswered] = useState<FeedbackAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const verdicts = useQuery({ ...verdictsQuery(shown ?? [product.id]), enabled: signedIn });
  // What the member said last: the page's verdicts, kept current by each choice; before they are read, this control's own answer.
  const verdict = verdicts.data ? (verdicts.data.find((v) => v.productId === product.id) ?? null) : answered;
  const feedback = useFeedback(where, (answer) => {
    setAnswered(answer);
    // An alternative taken: the dialog has done its work.
    if (answer.chosenId !== null) setOpen(false);
    onAnswered?.(answer);
  });
  const alternatives = useQuery({ ...alternativesQuery(product.id), enabled: open });
  const chosenId = verdict?.verdict === 'swapped' ? verdict.chosenId : null;
  const offeredTitle = chosenId === null ? undefined : alternatives.data?.find((p) => p.id === chosenId)?.title;
  // Chosen on an earlier visit: its name is read once, not offered here any more.
  const chosenProduct = useQuery({ ...productQuery(chosenId ?? 0), enabled: signedIn && chosenId !== null && offeredTitle === undefined });
  if (!signedIn) return null;

  const busy = feedback.isPending;
  const swap = () => {
    setOpen(true);
    feedback.mutate({ productId: product.id, verdict: 'swapped' });
  };
  const choose = (chosen: ProductView) => feedback.mutate({ productId: product.id, verdict: 'swapped', chosenId: chosen.id });
  const chosenTitle = offeredTitle ?? (chosenId !== null && chosenProduct.data?.id === chosenId ? chosenProduct.data.title : undefined);

  return (
    <div className="dl-keepswap" role="group" aria-label={`Keep or swap ${product.title}`}>
      <Button size="small" aria-pressed={verdict?.verdict === 'kept'} disabled={busy} onClick={() => feedback.mutate({ productId: product.id, verdict: 'kept' })}>
        Keep
      </Button>
      <Button size="small" aria-pressed={verdict?.verdict === 'swapped'} aria-expanded={open} disabled={busy} onClick={swap}>
        Swap
      </Button>
      <span className="dl-keepswap__said" aria-live="polite">
        {verdict?.verdict === 'kept' ? 'Kept: you will see more like it' : verdict?.verdict === 'swapped' ? (chosenTitle ? `Swapped for ${chosenTitle}` : 'Swapped: you will see less like it') : ''}
      </span>
      {open && (
        <section className="dl-keepswap__panel" aria-label={`Swap ${product.title} for`}>
          <p className="dl-keepswap__lead">Swap it for one of these?</p>
          {alternatives.isPending ? (
            <div role="status" aria-label="Loading alternatives">
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </div>
          ) : alternatives.isError ? (
            <Alert type="error" showIcon title="We could not load alternatives" description={alternatives.error.message} action={<Button size="small" onClick={() => void alternatives.refetch()}>Try again</Button>} />
          ) : alternatives.data.length === 0 ? (
            <p className="dl-keepswap__none">Nothing else of this kind at a similar price yet.</p>
          ) : (
            <ul className="dl-keepswap__alternatives" aria-label={`Alternatives to ${product.title}`}>
              {alternatives.data.map((alternative) => (
                <li key={alternative.id} className="dl-keepswap__alternative" data-testid="swap-alternative">
                  <span className="dl-keepswap__media">
                    <MediaImage media={alternative.media} alt="" largest="thumb" sizes="48px" width={1} height={1} style={{ objectFit: 'contain' }} />
                  </span>
                  <span className="dl-keepswap__body">
                    <Link to={buildPath(paths.product, { productId: alternative.id, productSlug: alternative.slug || String(alternative.id) })}>{alternative.title}</Link>
                    <span>{formatPrice(alternative.price)}</span>
                  </span>
                  <Button type="primary" size="small" disabled={busy} aria-label={`Choose ${alternative.title}`} onClick={() => choose(alternative)}>
                    Choose
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button size="small" type="link" onClick={() => setOpen(false)} disabled={busy}>
            None of these
          </Button>
        </section>
      )}
    </div>
  );
}
