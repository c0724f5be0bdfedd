import { useState } from 'react';
import { Button, Empty, Input, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MediaImage } from '../../../components/media-image';
import { formatPrice } from '../../../lib/price';
import type { LookBoard } from '../../../lib/queries/look-boards';
import { sameKindQuery } from '../../../lib/queries/products';
import { useAcceptSubstitute, usePickSubstitute, type SubstituteOffer } from '../api/substitutes';
import './substitute-offers.css';

const WHY: Record<SubstituteOffer['reason'], string> = {
  rejected: 'was not approved',
  takenDown: 'was taken down',
  removed: 'was deleted by its seller',
};

/** Another product of the same item class for the slot: a search over the catalog's products. */
function Picker({ board, offer, onDone }: { board: LookBoard; offer: SubstituteOffer; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const query = useQuery(sameKindQuery(offer.itemClassId, search));
  const pick = usePickSubstitute(board.id);
  const choices = (query.data ?? []).filter((p) => p.id !== offer.productId && p.id !== offer.substituteId && !board.products.includes(p.id));
  return (
    <div className="lb-repair__picker">
      <Input.Search aria-label={`Search products to replace ${offer.title}`} placeholder="Search products of the same kind" allowClear onSearch={setSearch} />
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : choices.length === 0 ? (
        <Empty description="No other product of this kind found" />
      ) : (
        <ul className="lb-repair__choices" aria-label={`Products to replace ${offer.title}`}>
          {choices.map((p) => (
            <li key={p.id} className="lb-repair__choice">
              <MediaImage media={p.media} alt="" largest="thumb" sizes="56px" width={1} height={1} style={{ objectFit: 'contain' }} />
              <span className="lb-repair__choice-title">{p.title}</span>
              <span className="lb-repair__price">{formatPrice(p.price)}</span>
              <Button size="small" loading={pick.isPending && pick.variables?.substituteId === p.id} onClick={() => pick.mutate({ productId: offer.productId, substituteId: p.id }, { onSuccess: onDone })}>
                Use this one
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Offer({ board, offer }: { board: LookBoard; offer: SubstituteOffer }) {
  const [picking, setPicking] = useState(false);
  const accept = useAcceptSubstitute(board.id);
  const suggested = board.productsPreview.find((p) => p.substituteFor === offer.productId);
  return (
    <li className="lb-repair__offer" data-testid="substitute-offer">
      <p className="lb-repair__text">
        <strong>“{offer.title || 'A piece'}”</strong> {WHY[offer.reason]} and is no longer available.{' '}
        {suggested ? (
          <>
            We suggest <strong>“{suggested.title}”</strong> ({formatPrice(suggested.price)}), shown on your board as a similar item.
          </>
        ) : (
          'Nothing similar was found: pick another, or its slot stays empty for visitors.'
        )}
      </p>
      <div className="lb-repair__actions">
        {suggested && (
          <Button type="primary" loading={accept.isPending} onClick={() => accept.mutate(offer.productId)}>
            Accept
          </Button>
        )}
        <Button onClick={() => setPicking((open) => !open)} aria-expanded={picking}>
          Pick another
        </Button>
      </div>
      {picking && <Picker board={board} offer={offer} onDone={() => setPicking(false)} />}
    </li>
  );
}

/**
 * The owner's say on a board that repaired itself: for each product that went, the suggestion
 * shown in its slot, to accept, or another product of the same kind to pick. Nothing on the
 * board changes until they answer.
 */
export function SubstituteOffers({ board }: { board: LookBoard }) {
  const offers = board.substitutes ?? [];
  if (offers.length === 0) return null;
  return (
    <section className="lb-repair" aria-labelledby="lb-repair-title">
      <h2 id="lb-repair-title" className="lb-repair__title">
        {offers.length === 1 ? 'A piece on your board is no longer available' : `${offers.length} pieces on your board are no longer available`}
      </h2>
      <ul className="lb-repair__offers">
        {offers.map((offer) => (
          <Offer key={offer.productId} board={board} offer={offer} />
        ))}
      </ul>
    </section>
  );
}
