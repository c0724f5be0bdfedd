import { Button, Modal } from 'antd';
import { FlowHowSteps } from '../../../components/flow-pages';

/** Spec 2.3, the how-it-works modal: the three steps, word for word. */
export const HOW_IT_WORKS_STEPS = [
  { title: 'Select an Image you Love', text: 'Pin an image from anywhere on the web, or choose one from our inspiration image database.' },
  { title: 'Request the Look', text: 'Your request is matched with decor lovers who specialise in your style.' },
  { title: 'Get Recommendations', text: 'They curate looks for you, in three forms:' },
] as const;

/** Spec 1: recommendations come in three forms. */
export const RECOMMENDATION_FORMS = [
  { title: 'Look Board', text: 'A curated collage of real products that recreates your room.', swatches: ['#0f766e', '#e8dcc8', '#d9c7a8', '#9cc9bf'], columns: 2 },
  { title: 'Product Stream', text: 'Every product from all the look boards, the most recommended first.', swatches: ['#c9b48f', '#e8b86b', '#9cc9bf', '#e8dcc8', '#d9c7a8', '#0f766e'], columns: 3 },
  { title: 'Mix & Match', text: 'Mix products from all look boards to create the perfect one.', swatches: ['#e8b86b', '#0f766e', '#e8dcc8'], columns: 3 },
] as const;

export function RecommendationCards({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="dl-flow-how req-cards" aria-label="Recommendation forms">
      {RECOMMENDATION_FORMS.map((form) => (
        <li key={form.title} className="req-card">
          <span className="req-card__art" style={{ gridTemplateColumns: `repeat(${form.columns}, 1fr)` }} aria-hidden>
            {form.swatches.map((color, index) => (
              <span key={`${color}-${index}`} style={{ background: color }} />
            ))}
          </span>
          <Heading>{form.title}</Heading>
          <p>{form.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function HowItWorksSteps({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  return <FlowHowSteps steps={HOW_IT_WORKS_STEPS} className="req-how" cardClassName="req-how__step" heading={headingLevel === 3 ? 'h3' : 'h4'} />;
}

/** Spec 2.3: three steps, then the three recommendation cards. */
export function HowItWorksModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="How Request the Look works"
      width={880}
      className="req-modal"
      footer={
        <Button type="primary" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <HowItWorksSteps headingLevel={4} />
      <RecommendationCards headingLevel={4} />
    </Modal>
  );
}
