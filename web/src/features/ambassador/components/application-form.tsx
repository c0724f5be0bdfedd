import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { AMBASSADOR_INTERESTS, APPLICATION_MAX_LINKS, applicationInput } from '@decorlook/domain/ambassadors/ambassador.rules';
import type { ApiError } from '../../../lib/api-client';
import { schemaRule, type SafeParser } from '../../../lib/forms/schema-rules';
import { applicationBody, type ApplicationValues } from '../api/apply';
import '../../../components/forms.css';
import './ambassador.css';

/** The fields the form shows; a server message about any other goes above the form. */
export const APPLICATION_FIELDS = ['from', 'subject', 'describe_yourself', 'styles', 'interests', 'message', 'links', 'isReferred', 'referred_by'] as const;

const prepare = (values: Record<string, unknown>) => applicationBody(values as ApplicationValues);
const rule = (field: (typeof APPLICATION_FIELDS)[number]) => schemaRule(applicationInput, field, prepare);

/** One link field's rule: the shared schema's message for exactly that entry (`links.<index>`). */
function linkRule(index: number): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = (applicationInput as SafeParser).safeParse(prepare(getFieldsValue(true) as Record<string, unknown>));
      const issue = result.error?.issues.find((i) => i.path[0] === 'links' && i.path[1] === index);
      if (issue) throw new Error(issue.message);
    },
  });
}

/**
 * Spec 8: a refused application's field errors go back onto its fields; `links.2` lands on the
 * third link field. Answers the messages no field shows.
 */
export function placeServerErrors(form: Pick<FormInstance, 'setFields'>, errors: Record<string, string[]>): string[] {
  const onFields: { name: string | (string | number)[]; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const [field, index] = key.split('.');
    if (field === 'links' && index !== undefined && /^\d+$/.test(index)) onFields.push({ name: ['links', Number(index)], errors: messages });
    else if ((APPLICATION_FIELDS as readonly string[]).includes(field)) onFields.push({ name: field, errors: messages });
    else rest.push(...messages);
  }
  if (onFields.length > 0) form.setFields(onFields);
  return rest;
}

export interface StyleOption {
  id: number;
  name: string;
}

interface Props {
  email: string;
  styles: StyleOption[];
  submitting: boolean;
  /** The last refusal: its field map goes onto the fields, anything else above the form. */
  failure: ApiError | null;
  onSubmit(values: ApplicationValues): void;
  onCancel?(): void;
}

/**
 * Spec 3 and 5: the ambassador application. Every rule and message is the shared schema's
 * (applicationInput), so the form says exactly what the server would.
 */
export function ApplicationForm({ email, styles, submitting, failure, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<ApplicationValues>();
  const referred = Form.useWatch('isReferred', form) === 'yes';
  useEffect(() => {
    if (failure) placeServerErrors(form, failure.errors);
  }, [form, failure]);
  const elsewhere = useMemo(() => {
    if (!failure) return [];
    const entries = Object.entries(failure.errors);
    if (entries.length === 0) return [failure.message];
    return entries.filter(([key]) => !(APPLICATION_FIELDS as readonly string[]).includes(key.split('.')[0])).flatMap(([, messages]) => messages);
  }, [failure]);
  // The button is at the foot of a long dialog: a refusal no field shows is brought into view.
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (elsewhere.length > 0) alert.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [elsewhere]);

  return (
    <Form
      form={form}
      layout="vertical"
      name="ambassador-application"
      requiredMark={false}
      scrollToFirstError={{ block: 'center' }}
      initialValues={{ from: email, subject: 'Ambassador application', links: [''], isReferred: 'no' }}
      onFinish={onSubmit}
    >
      <div ref={alert}>{elsewhere.length > 0 && <Alert className="dl-amb-apply__alert" type="error" showIcon title={elsewhere.join(' ')} />}</div>
      <div className="dl-form__pair">
        {/* Not type="email": the browser's own check would stop the form before the spec's message shows. */}
        <Form.Item name="from" label="From" rules={[rule('from')]} validateTrigger="onBlur">
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="subject" label="Subject" rules={[rule('subject')]} validateTrigger="onBlur">
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <Form.Item name="describe_yourself" label="Describe yourself" rules={[rule('describe_yourself')]} validateTrigger="onBlur">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} placeholder="Who you are, your style, what you do for a living or for fun" />
      </Form.Item>
      <Form.Item name="styles" label="Your styles" extra="Choose one to three." rules={[rule('styles')]}>
        <Select mode="multiple" placeholder="Choose your styles" options={styles.map((style) => ({ value: style.id, label: style.name }))} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="interests" label="What interests you in the programme?" extra="Choose one to three." rules={[rule('interests')]}>
        <Checkbox.Group className="dl-amb-apply__interests" options={AMBASSADOR_INTERESTS.map((interest) => ({ value: interest.id, label: interest.name }))} />
      </Form.Item>
      <Form.Item name="message" label="Your decor experience" rules={[rule('message')]} validateTrigger="onBlur">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} placeholder="Rooms you have designed, styling you have done, what you would love to curate" />
      </Form.Item>
      <Form.List name="links">
        {(fields, { add, remove }) => (
          <fieldset className="dl-amb-apply__links">
            <legend>Links to your work (optional)</legend>
            <p className="dl-form__hint dl-amb-apply__hint">Your website, blog, portfolio or social pages, up to {APPLICATION_MAX_LINKS}.</p>
            {fields.map((field, index) => (
              <div key={field.key} className="dl-amb-apply__link-row">
                <Form.Item name={field.name} rules={[linkRule(index)]} validateTrigger="onBlur" className="dl-amb-apply__link">
                  <Input aria-label={`Link ${index + 1}`} placeholder="https://" inputMode="url" />
                </Form.Item>
                {fields.length > 1 && (
                  <Button type="text" onClick={() => remove(field.name)} aria-label={`Remove link ${index + 1}`}>
                    Remove
                  </Button>
                )}
              </div>
            ))}
            {fields.length < APPLICATION_MAX_LINKS && (
              <Button type="dashed" onClick={() => add('')}>
                Add another link
              </Button>
            )}
          </fieldset>
        )}
      </Form.List>
      <Form.Item name="isReferred" label="Were you referred by someone?" rules={[rule('isReferred')]}>
        <Radio.Group
          options={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
        />
      </Form.Item>
      {referred && (
        <Form.Item name="referred_by" label="Who referred you?" rules={[rule('referred_by')]} validateTrigger="onBlur">
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      )}
      <div className="dl-amb-apply__actions">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          Submit Application
        </Button>
      </div>
    </Form>
  );
}
