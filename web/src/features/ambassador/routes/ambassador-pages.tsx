import { Collapse } from 'antd';
import { Link } from 'react-router-dom';
import { AMBASSADOR_TYPE_LABELS, AMBASSADOR_TYPES } from '@decorlook/domain/ambassadors/ambassador.rules';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { PROGRAMME_FAQS, TYPE_DESCRIPTIONS } from '../content';
import '../components/ambassador.css';

export { BecomeAmbassadorPage } from './become-ambassador-page';

const WHAT_THEY_DO = [
  { title: 'Curate look boards', text: 'Recreate rooms members love with real, shoppable pieces in Curate the Look.' },
  { title: 'Answer look requests', text: 'Requests are matched to you by style; your look boards go straight to the member who asked.' },
  { title: 'Keep a showcase', text: 'Your own page with your rooms, images, look boards and video, at an address you choose.' },
  { title: 'Earn points and badges', text: 'Every look board you curate and every request you answer earns reward points.' },
];

const HOW_TO_APPLY = [
  { title: 'Sign in and verify your email', text: 'Ambassadors are members with a verified address.' },
  { title: 'Tell us about yourself', text: 'Your styles, what draws you to the programme, your decor experience and links to your work.' },
  { title: 'We review your application', text: 'A person reads every application and emails you the answer.' },
  { title: 'Set up your showcase', text: 'Once approved, Showcase Setup appears in your dashboard: choose your page address and publish.' },
];

/** /ambassador: the programme's overview (spec 1 and 2.1). */
export function AmbassadorPage() {
  return (
    <div className="dl-padded-page dl-amb">
      <PageTitle title="Ambassador Program" />
      <section className="dl-amb__hero" aria-labelledby="page-title">
        <p className="dl-eyebrow">Ambassador Program</p>
        <h1 id="page-title" className="dl-amb__title">
          Share your eye for decor
        </h1>
        <p className="dl-amb__lead">
          DecorLook ambassadors are decor lovers, design professionals and skilled online shoppers who help members get the look they love, one look board at a time.
        </p>
        <div className="dl-amb__cta">
          <Link className="dl-button-link" to={paths.becomeAmbassador}>
            Become an Ambassador
          </Link>
          <Link className="dl-button-link dl-button-link--ghost" to={paths.getTheLookAmbassadors}>
            Visit Showcases
          </Link>
        </div>
      </section>

      <section className="dl-amb__section" aria-labelledby="amb-what">
        <h2 id="amb-what" className="dl-section-title">
          What ambassadors do
        </h2>
        <ul className="dl-amb__cards">
          {WHAT_THEY_DO.map((item) => (
            <li key={item.title} className="dl-amb__card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="dl-amb__section" aria-labelledby="amb-types">
        <h2 id="amb-types" className="dl-section-title">
          Three kinds of ambassador
        </h2>
        <ul className="dl-amb__cards dl-amb__cards--three">
          {AMBASSADOR_TYPES.map((type) => (
            <li key={type} className="dl-amb__card dl-amb__card--type" data-testid="ambassador-type">
              <h3>{AMBASSADOR_TYPE_LABELS[type]}</h3>
              <p>{TYPE_DESCRIPTIONS[type]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="dl-amb__section" aria-labelledby="amb-how">
        <h2 id="amb-how" className="dl-section-title">
          How to apply
        </h2>
        <ol className="dl-amb__steps">
          {HOW_TO_APPLY.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="dl-amb__band" aria-labelledby="amb-cta">
        <h2 id="amb-cta">Ready to curate?</h2>
        <p>It takes five minutes to apply. Questions first? Read the FAQs, or nominate someone with a great eye.</p>
        <div className="dl-amb__cta">
          <Link className="dl-button-link" to={paths.becomeAmbassador}>
            Apply Now
          </Link>
          <Link className="dl-button-link dl-button-link--ghost" to={paths.ambassadorFaqs}>
            Ambassador FAQs
          </Link>
          <Link className="dl-button-link dl-button-link--ghost" to={paths.nominateAmbassador}>
            Nominate an Ambassador
          </Link>
        </div>
      </section>
    </div>
  );
}

/** /ambassador/faqs: questions people ask before they apply. */
export function AmbassadorFaqsPage() {
  return (
    <div className="dl-padded-page dl-amb dl-amb--narrow">
      <PageTitle title="Ambassador FAQs" />
      <section className="dl-amb__hero dl-amb__hero--plain" aria-labelledby="page-title">
        <p className="dl-eyebrow">Ambassador Program</p>
        <h1 id="page-title" className="dl-amb__title">
          Ambassador FAQs
        </h1>
        <p className="dl-amb__lead">Everything you may want to know before you apply.</p>
      </section>
      <Collapse
        className="dl-amb__faqs"
        defaultActiveKey={['0']}
        items={PROGRAMME_FAQS.map((faq, index) => ({ key: String(index), label: faq.question, children: <p>{faq.answer}</p> }))}
      />
      <p className="dl-amb__after-faqs">
        Still wondering? <Link to={paths.contact}>Contact us</Link>, or <Link to={paths.becomeAmbassador}>apply now</Link>.
      </p>
    </div>
  );
}
