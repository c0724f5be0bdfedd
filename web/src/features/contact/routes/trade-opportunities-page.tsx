import { Button, Form, Skeleton } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { TestimonialBanner } from '../../../components/testimonial-banner';
import { useSession } from '../../../lib/session/use-session';
import { useSendTradeInquiry, type TradeInquiryBody } from '../api/send-inquiry';
import { showRefusal, showSent } from '../components/send-feedback';
import { TRADE_FIELDS, TradeForm, tradePrefill } from '../components/trade-form';
import { useBack } from '../components/use-back';
import './contact.css';

/** /trade-opportunities (spec 2.3): retailers, manufacturers and artisans write to the team. */
export function TradeOpportunitiesPage() {
  const back = useBack();
  const session = useSession();
  return (
    <div className="dl-contact-trade">
      <PageTitle title="Trade Opportunities" />
      <Button type="link" className="dl-contact-inquiry__back" onClick={back}>
        <span aria-hidden="true">←</span> Back
      </Button>
      <header className="dl-contact-trade__head">
        <h1 id="page-title" className="dl-page__title dl-contact-trade__title">
          TRADE Opportunities
        </h1>
        <p className="dl-contact-trade__subtitle">For Home Furnishing Retailers, Manufacturers &amp; Artisans</p>
      </header>
      <div className="dl-contact-trade__layout">
        <section className="dl-contact-trade__form" aria-labelledby="trade-form-title">
          <h2 id="trade-form-title" className="dl-contact-trade__form-title">
            Tell us about your business
          </h2>
          <p className="dl-contact-trade__lead">
            Put your pieces in front of people furnishing the very rooms they were made for: in our ambassadors&apos; look boards, in Shop the Look and in
            every room that matches. Send us a note and our trade team will write back with what is coming up.
          </p>
          {session.status === 'loading' ? (
            <div role="status" aria-label="Loading the form">
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          ) : (
            // A new form when someone signs in here, so it takes their names and business.
            <TradeInquiry key={session.user?.id ?? 'visitor'} answerAt={session.user?.email ?? null} initialValues={tradePrefill(session.user)} />
          )}
        </section>
        <aside className="dl-contact-trade__banner" aria-label="What our partners say">
          <TestimonialBanner
            quote="Our handmade lamps showed up in look boards for exactly the rooms we design them for. Within a month, DecorLook members were our second largest source of orders."
            author="Maya Okafor"
            role="Founder, Lumen & Clay Studio"
          />
          <ul className="dl-contact-trade__points">
            <li>Your products in curated look boards and Shop the Look</li>
            <li>Matched by style to the rooms people love</li>
            <li>A team that answers, for retailers, manufacturers and artisans alike</li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

function TradeInquiry({ answerAt, initialValues }: { answerAt: string | null; initialValues: TradeInquiryBody }) {
  const [form] = Form.useForm<TradeInquiryBody>();
  const send = useSendTradeInquiry();
  const onSend = (values: TradeInquiryBody) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        showSent(answer);
        form.resetFields();
      },
      onError: (error) => showRefusal(form, TRADE_FIELDS, error),
    });
  return <TradeForm answerAt={answerAt} form={form} initialValues={initialValues} sending={send.isPending} onSend={onSend} />;
}
