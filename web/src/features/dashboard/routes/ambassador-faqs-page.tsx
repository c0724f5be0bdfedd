import { Collapse } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AmbassadorFrame, type QuestionAndAnswer } from '../components/ambassador-frame';

/** For ambassadors at work; the questions of people thinking of applying are on /ambassador/faqs. */
const FAQS: QuestionAndAnswer[] = [
  {
    question: 'How do I publish my showcase?',
    answer:
      'Open Showcase Setup, choose your page address, add a banner, a description, your styles, and the images and look boards you want to show, then switch the page to active. Your showcase then appears on Showcases and in your profile menu as My Showcase.',
  },
  {
    question: 'Why is my showcase video not showing?',
    answer:
      'Every new video is reviewed before it shows. Its status is on the Showcase Video page: waiting for review, live, or not shown. When a video is declined, the reason is emailed to you; send a new address any time.',
  },
  {
    question: 'How are look requests matched to me?',
    answer:
      'By style: the styles you chose when you applied and the ones on your showcase. Requests that fit your styles are sent to you; answer them with a look board from Curate the Look.',
  },
  {
    question: 'Why was my look board not approved?',
    answer:
      'Our editors check that a board recreates its room with real, available products. If a board is declined you find it under My Look Boards with the reason; edit it and submit it again.',
  },
  {
    question: 'How do points work for ambassadors?',
    answer: 'Published look boards and answered requests earn reward points. Your balance is under My Points; see Points & Badges for the details.',
  },
  {
    question: 'Can I change my ambassador type?',
    answer: 'Your type (Decor Enthusiasts, Design Professional, or Influencer | Blogger) is set when your application is approved. Contact the ambassador team if it no longer fits.',
  },
  {
    question: 'How do I invite someone to become an ambassador?',
    answer: 'Use Nominees in your dashboard menu. Your nominee receives an email with a link to apply; a new member gets an invitation that signs them in.',
  },
  {
    question: 'Can I leave the programme?',
    answer: 'Yes, at any time: contact the ambassador team. Your look boards stay yours; your showcase is taken down.',
  },
];

/** /dashboard/ambassador-faqs: answers for ambassadors. */
export function AmbassadorFaqsPage() {
  return (
    <AmbassadorFrame title="Ambassador FAQs" lead="Answers to what ambassadors ask us most.">
      {() => (
        <>
          <Collapse className="dash-amb-faqs" defaultActiveKey={['0']} items={FAQS.map((faq, index) => ({ key: String(index), label: faq.question, children: <p>{faq.answer}</p> }))} />
          <p className="dash-amb-info__note">
            Something else? <Link to={paths.contact}>Contact the ambassador team</Link>.
          </p>
        </>
      )}
    </AmbassadorFrame>
  );
}
