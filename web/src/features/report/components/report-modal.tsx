import { Button, Modal, Radio } from 'antd';
import {
  REPORT_REASON_OPTIONS,
  REPORT_REASONS,
  REPORT_SENT_TEXT,
  REPORT_SENT_TITLE,
  REPORT_SUB_REASON_OPTIONS,
  type ReportReason,
  type ReportSubReason,
} from '@decorlook/domain/moderation/moderation.rules';
import { mediaUrl, type MediaRef } from '../../../components/media-image';
import type { ReportContext, ReportEvent } from '../machines/report.machine';
import './report.css';

/** What the modal shows: the machine's state, as the modal needs it. */
export type ReportView = 'closed' | 'choosing' | 'sending' | 'reported';

const STEP_QUESTION: Record<ReportReason, string> = {
  own: 'What would you like us to do?',
  inappropriate: 'What is wrong with this image?',
};

interface Choice<V extends string> {
  value: V;
  label: string;
  description: string;
}

function ChoiceList<V extends string>({ name, legend, choices, value, disabled, onChange }: { name: string; legend: string; choices: Choice<V>[]; value: V | null; disabled: boolean; onChange(value: V): void }) {
  return (
    <fieldset className="dl-report__choices">
      <legend className="dl-report__question">{legend}</legend>
      <Radio.Group name={name} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as V)} className="dl-report__list">
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="dl-report__option">
            <span className="dl-report__option-label">{choice.label}</span>
            <span className="dl-report__option-text">{choice.description}</span>
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}

interface Props {
  view: ReportView;
  context: ReportContext;
  /** The reported image's picture, for the success panel (null until it is known). */
  media: MediaRef | null;
  imageTitle: string | null;
  send(event: ReportEvent): void;
}

/**
 * Spec 2.3 "Report image modal": the reasons, then the chosen reason's sub-reasons, each with its
 * label and description; Cancel and Next, Next disabled until a choice is made. After a report is
 * sent, the success panel with the reported image (medium size).
 */
export function ReportModal({ view, context, media, imageTitle, send }: Props) {
  if (view === 'closed') return null;

  if (view === 'reported') {
    return (
      <Modal
        open
        centered
        width={480}
        title={REPORT_SENT_TITLE}
        onCancel={() => send({ type: 'CLOSE' })}
        footer={
          <Button type="primary" onClick={() => send({ type: 'CLOSE' })}>
            Done
          </Button>
        }
        className="dl-report"
      >
        <div className="dl-report__sent" data-testid="report-sent">
          {media && <img className="dl-report__sent-image" src={mediaUrl(media, 'medium')} alt={imageTitle ?? 'The reported image'} width={600} />}
          <p className="dl-report__sent-text">{REPORT_SENT_TEXT}</p>
        </div>
      </Modal>
    );
  }

  const sending = view === 'sending';
  const { step, reason, subReason } = context;
  const onSecondStep = step === 2 && reason !== null;
  const chosen = onSecondStep ? subReason !== null : reason !== null;
  return (
    <Modal
      open
      centered
      width={520}
      title="Report Image"
      closable={!sending}
      mask={{ closable: !sending }}
      keyboard={!sending}
      onCancel={() => send({ type: 'CLOSE' })}
      className="dl-report"
      footer={
        <div className="dl-report__footer">
          <span className="dl-report__step">Step {step} of 2</span>
          <Button onClick={() => send({ type: 'CANCEL' })} disabled={sending}>
            Cancel
          </Button>
          <Button type="primary" onClick={() => send({ type: 'NEXT' })} disabled={!chosen} loading={sending}>
            Next
          </Button>
        </div>
      }
    >
      {onSecondStep ? (
        <ChoiceList<ReportSubReason>
          key={`sub-${reason}`}
          name="reportSubReason"
          legend={STEP_QUESTION[reason]}
          choices={REPORT_REASON_OPTIONS[reason].subReasons.map((value) => ({ value, ...REPORT_SUB_REASON_OPTIONS[value] }))}
          value={subReason}
          disabled={sending}
          onChange={(value) => send({ type: 'CHOOSE_SUB_REASON', subReason: value })}
        />
      ) : (
        <ChoiceList<ReportReason>
          key="reason"
          name="reportReason"
          legend="Why are you reporting this image?"
          choices={REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_OPTIONS[value].label, description: REPORT_REASON_OPTIONS[value].description }))}
          value={reason}
          disabled={sending}
          onChange={(value) => send({ type: 'CHOOSE_REASON', reason: value })}
        />
      )}
    </Modal>
  );
}
