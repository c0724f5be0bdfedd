import { useState } from 'react';
import { Segmented, Switch, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { BudgetsView, BudgetTierView } from '@decorlook/domain/recommendations/budgets.views';
import type { BudgetTier } from '@decorlook/domain/recommendations/budgets';
import { buildPath, paths } from '../config/paths';
import { formatPrice } from '../lib/price';
import { MediaImage } from './media-image';
import { ShopLink } from './shop-link';
import './budgets-panel.css';

export type BudgetItem = BudgetTierView['items'][number];

const TIER_LABELS: Record<BudgetTier, string> = { save: 'Save', mid: 'Mid', splurge: 'Splurge' };
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** How the curator or the picture's credited owner says a piece is (or is not) the exact item in the picture. */
export interface MarkExactItem {
  mark: (productId: number, exact: boolean) => void;
  pending: boolean;
}

function ExactItemSwitch({ item, markExact }: { item: BudgetItem; markExact: MarkExactItem }) {
  return (
    <label className="dl-budgets__mark">
      <Switch
        size="small"
        checked={item.match === 'exact'}
        loading={markExact.pending}
        onChange={(checked) => markExact.mark(item.product.id, checked)}
        aria-label={`${item.product.title} is the exact item in the picture`}
      />
      <span>Exact item in the picture</span>
    </label>
  );
}

function BudgetRow({ item, markExact }: { item: BudgetItem; markExact?: MarkExactItem }) {
  const { product } = item;
  // The outbound link carries the affiliate code the server matched, as on the board.
  const shopUrl = product.shopUrl ?? product.retailerUrl;
  return (
    <li className="dl-shop-row dl-budgets__item" data-testid="budget-item">
      <span className="dl-shop-row__media dl-budgets__media">
        <MediaImage media={product.media} alt="" largest="thumb" sizes="80px" width={1} height={1} style={{ objectFit: 'contain' }} />
      </span>
      <span className="dl-shop-row__body">
        {product.brand && <span className="dl-shop-row__brand">{product.brand}</span>}
        <Link className="dl-shop-row__title dl-budgets__title" to={buildPath(paths.product, { productId: product.id, productSlug: product.slug })}>
          {product.title}
        </Link>
        <span className="dl-shop-row__flags dl-budgets__flags">
          {item.match === 'exact' ? <Tag className="dl-shop-row__tag dl-budgets__tag dl-budgets__tag--exact">Exact item</Tag> : <Tag className="dl-shop-row__tag dl-budgets__tag">Similar</Tag>}
          {markExact && item.onBoard && <ExactItemSwitch item={item} markExact={markExact} />}
        </span>
      </span>
      <span className="dl-shop-row__price">{formatPrice(product.price)}</span>
      <span className="dl-shop-row__shop dl-budgets__shop">
        {shopUrl && <ShopLink url={shopUrl} className="dl-budgets__shop-link" />}
      </span>
    </li>
  );
}

/**
 * "Get this look at three budgets": Save, Mid and Splurge, each piece labelled honestly (the exact
 * item only when the curator or the picture's credited owner confirmed it), with the tier's total
 * and the same shop links as the board. Those who may say which pieces are exact (the server
 * tells) get a switch on each of the board's own pieces.
 */
export function BudgetsPanel({ budgets, markExact }: { budgets: BudgetsView; markExact?: MarkExactItem }) {
  const [tier, setTier] = useState<BudgetTier>('mid');
  const shown = budgets.tiers.find((t) => t.tier === tier) ?? budgets.tiers[0];
  if (!shown) return null;
  const pieces = shown.items.length;
  const affiliate = shown.items.some((i) => i.product.affiliate);
  return (
    <section className="dl-budgets" aria-labelledby="budgets-title">
      <div className="dl-budgets__head">
        <p className="dl-eyebrow">The same look, three ways</p>
        <h2 id="budgets-title" className="dl-section-title dl-budgets__heading">
          Get this look at three budgets
        </h2>
      </div>
      <Segmented
        aria-label="Budget"
        value={shown.tier}
        onChange={(value) => setTier(value as BudgetTier)}
        options={budgets.tiers.map((t) => ({ value: t.tier, label: `${TIER_LABELS[t.tier]} · ${formatPrice(t.total)}` }))}
      />
      {pieces === 0 ? (
        <p className="dl-budgets__note">Nothing in this look is sold at this budget yet.</p>
      ) : (
        <ul className="dl-shop-rows" aria-label={`${TIER_LABELS[shown.tier]} pieces`}>
          {shown.items.map((item) => (
            <BudgetRow key={`${item.slot}-${item.product.id}`} item={item} markExact={budgets.mayConfirmExactItems ? markExact : undefined} />
          ))}
        </ul>
      )}
      {shown.unfilled.length > 0 && (
        <p className="dl-budgets__note">
          {shown.unfilled.length === 1 ? '1 piece of the look has' : `${shown.unfilled.length} pieces of the look have`} no match at this budget.
        </p>
      )}
      <p className="dl-budgets__total" data-testid="budget-total">
        <span>
          {TIER_LABELS[shown.tier]} total <span className="dl-budgets__count">({pieces} {pieces === 1 ? 'piece' : 'pieces'})</span>
        </span>
        <strong>{formatPrice(shown.total)}</strong>
      </p>
      <p className="dl-budgets__how">
        {budgets.ranking === 'compatibility'
          ? `Each piece is the one that goes best with the rest of the look at this budget (learned from published boards${budgets.trainedAt ? `, ${dateFormat.format(new Date(budgets.trainedAt))}` : ''}).`
          : 'Each piece is priced nearest the middle of its budget, then closest in style: we have not yet learned which pieces go together.'}
      </p>
      {affiliate && <p className="dl-budgets__how">DecorLook may earn a commission when you buy through these links.</p>}
    </section>
  );
}
