import { useState } from 'react';
import { Button, Form, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTACT_TYPES, type ContactType } from '@decorlook/domain/site/inquiries';
import { Logo } from '../../../components/logo';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import type { User } from '../../../lib/session/user';
import { useSendContactMessage, type ContactBody } from '../api/send-inquiry';
import { CONTACT_FIELDS, ContactForm } from '../components/contact-form';
import { showRefusal, showSent } from '../components/send-feedback';
import { useBack } from '../components/use-back';
import './contact.css';

/** The type asked for in the address (`?type=support`), else contact. */
const typeOf = (value: string | null): ContactType => (CONTACT_TYPES.includes(value as ContactType) ? (value as ContactType) : 'contact');

function contactPrefill(user: Pick<User, 'displayName' | 'email' | 'firstName' | 'lastName'> | null, type: ContactType): ContactBody {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user && user.displayName !== user.email ? user.displayName : '');
  return { type, name, email: user?.email ?? '', subject: '', message: '' };
}

/**
 * /contact (spec 2.1: the site's header and footer are hidden here, so the page carries the logo
 * and a way back): a message to the team, about anything (contact) or for help (support).
 */
export function ContactPage() {
  const back = useBack();
  const session = useSession();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="dl-contact">
      <PageTitle title="Contact Us" />
      <div className="dl-contact__bar">
        <Logo />
        <Button type="link" className="dl-contact-inquiry__back" onClick={back}>
          <span aria-hidden="true">←</span> Back
        </Button>
      </div>
      <div className="dl-contact__card">
        <h1 id="page-title" className="dl-page__title dl-contact__title">
          Contact Us
        </h1>
        {sentTo !== null ? (
          <div className="dl-contact__sent" role="status">
            <h2>Thank you for writing</h2>
            <p>We read every message and answer at {sentTo}, usually within two working days.</p>
            <div className="dl-contact__sent-actions">
              <Button
                onClick={() => {
                  setSentTo(null);
                  setRound((n) => n + 1);
                }}
              >
                Send another message
              </Button>
              <Link className="dl-button-link" to={paths.home}>
                Back to home
              </Link>
            </div>
          </div>
        ) : (
          <>
            <p className="dl-contact__lead">A question, an idea, or trouble with the site? Write to us and we will answer by email.</p>
            {session.status === 'loading' ? (
              <div role="status" aria-label="Loading the form">
                <Skeleton active paragraph={{ rows: 6 }} />
              </div>
            ) : (
              <ContactMessage key={`${session.user?.id ?? 'visitor'}-${round}`} initialValues={contactPrefill(session.user, typeOf(params.get('type')))} onSent={setSentTo} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ContactMessage({ initialValues, onSent }: { initialValues: ContactBody; onSent(email: string): void }) {
  const [form] = Form.useForm<ContactBody>();
  const send = useSendContactMessage();
  const onSend = (values: ContactBody) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        showSent(answer);
        onSent(values.email.trim());
      },
      onError: (error) => showRefusal(form, CONTACT_FIELDS, error),
    });
  return <ContactForm form={form} initialValues={initialValues} sending={send.isPending} onSend={onSend} />;
}
