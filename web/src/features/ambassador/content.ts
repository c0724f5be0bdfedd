import type { AmbassadorType } from '@decorlook/domain/ambassadors/ambassador.rules';

/** The programme's copy (spec 1): what each kind of ambassador brings. Labels come from AMBASSADOR_TYPE_LABELS. */
export const TYPE_DESCRIPTIONS: Record<AmbassadorType, string> = {
  decorLover:
    'Decor lovers with a great eye. You style your own home, collect ideas and love helping friends pull a room together: now you do it for members who ask for a look.',
  designProfessional:
    'Interior designers, stylists, architects and decorators. Show your portfolio on your showcase and meet members looking for a professional touch.',
  onlineShopper:
    'Influencers, bloggers and skilled online shoppers. You know where to find the piece that makes the room, at the right price, and your audience follows your finds.',
};

export interface Faq {
  question: string;
  answer: string;
}

/** For people thinking of applying (/ambassador/faqs). */
export const PROGRAMME_FAQS: Faq[] = [
  {
    question: 'What is a DecorLook ambassador?',
    answer:
      'Ambassadors are approved curators. When a member requests the look of a room they love, we match the request by style to ambassadors, who answer with look boards of real products that recreate it. Ambassadors also keep a public showcase page with their rooms, images and look boards.',
  },
  {
    question: 'Who can apply?',
    answer:
      'Anyone with a DecorLook account and a verified email address. We welcome three kinds of ambassador: Decor Enthusiasts, Design Professionals, and Influencers or Bloggers. No formal design training is needed: a good eye and a love of decor matter most.',
  },
  {
    question: 'How do I apply?',
    answer:
      'Sign in, verify your email if you have not yet, and open Become an Ambassador. Tell us about yourself and your decor experience, choose up to three styles and up to three interests, and add links to your work if you have any. We review every application by hand.',
  },
  {
    question: 'How long does the review take?',
    answer:
      'Usually a few days. We email you as soon as your application is decided. If it is approved, your dashboard gains Ambassador Info, Showcase Setup and Nominees.',
  },
  {
    question: 'Does it cost anything?',
    answer: 'No. The programme is free to join and free to leave.',
  },
  {
    question: 'What do ambassadors do day to day?',
    answer:
      'Curate look boards with Curate the Look, answer look requests matched to your styles, keep your showcase fresh and share it with your followers. How much you take on is up to you.',
  },
  {
    question: 'What do I get out of it?',
    answer:
      'A public showcase page with your own address, followers, reward points for the look boards you curate and the requests you answer, and badges as you grow. Design professionals meet members looking for their kind of work.',
  },
  {
    question: 'Can I nominate someone else?',
    answer:
      'Yes. Anyone can nominate a friend or a designer they admire from the Nominate an Ambassador page. We email them an invitation with a link to apply.',
  },
  {
    question: 'I was invited by email. What now?',
    answer:
      'Open the link in the invitation: it signs you in, asks for your name and a password, and then opens the application. The link works for 30 days.',
  },
];
