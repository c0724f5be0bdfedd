import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Select, Switch } from 'antd';
import {
  SHOWCASE_MAX_STYLES,
  SHOWCASE_META_MAX,
  SHOWCASE_PAGE_NAME_MAX,
  SHOWCASE_TEXT_MAX,
  SOCIAL_NETWORKS,
  URL_KEY_MAX,
  showcaseDescriptionInput,
  showcaseVideoInput,
  updateShowcaseInput,
  type SocialNetwork,
} from '@decorlook/domain/ambassadors/ambassador.rules';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { ApiError, showApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { toast } from '../../../lib/toast';
import type { Showcase, ShowcaseChange, ShowcaseSettingsBody } from '../api/own-showcase';
import '../../../components/forms.css';

/** What every section is given: the page as the server last answered it, and the one way to change it. */
export interface SectionProps {
  showcase: Showcase;
  save(change: ShowcaseChange): Promise<Showcase>;
}

const SOCIAL_LABELS: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', pinterest: 'Pinterest', linkedin: 'LinkedIn', twitter: 'X (Twitter)' };
const SETTINGS_FIELDS = ['pageName', 'subtitle', 'isSubtitleActive', 'metaTitle', 'metaDescription', 'urlKey', ...SOCIAL_NETWORKS] as const;

type SettingsValues = Required<Omit<ShowcaseSettingsBody, 'urlKey'>> & { urlKey: string };

const settingsOf = (showcase: Showcase): SettingsValues => ({
  pageName: showcase.pageName,
  subtitle: showcase.subtitle,
  isSubtitleActive: showcase.isSubtitleActive,
  metaTitle: showcase.metaTitle,
  metaDescription: showcase.metaDescription,
  urlKey: showcase.urlKey ?? '',
  facebook: showcase.facebook ?? '',
  instagram: showcase.instagram ?? '',
  pinterest: showcase.pinterest ?? '',
  linkedin: showcase.linkedin ?? '',
  twitter: showcase.twitter ?? '',
});

/** The body: an empty address is left out (an address once chosen is changed, never removed). */
function settingsBody(values: SettingsValues): ShowcaseSettingsBody {
  const { urlKey, ...rest } = values;
  return urlKey.trim() === '' ? rest : { ...rest, urlKey: urlKey.trim().toLowerCase() };
}

/**
 * Saving one section's form: `saving` while it goes, then a toast on success; a refusal stays in
 * `error` for the form's fields (422) and any other failure is shown as the API's error.
 */
function useSectionSave(save: SectionProps['save']) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (change: ShowcaseChange, saved: string) => {
    setSaving(true);
    setError(null);
    try {
      await save(change);
      toast.success(saved);
    } catch (failure) {
      setError(failure);
      if (!(failure instanceof ApiError && failure.status === 422)) showApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, submit };
}

/**
 * The page's name, subtitle, meta texts, address and social links, saved together (PUT /showcase).
 * The rules are the server's own; a taken address comes back under its field (422 errors.urlKey).
 */
export function SettingsSection({ showcase, save }: SectionProps) {
  const [form] = Form.useForm<SettingsValues>();
  const { saving, error, submit } = useSectionSave(save);
  const initial = useMemo(() => settingsOf(showcase), [showcase]);
  const rest = useServerErrors(form, serverErrorsOf(error), SETTINGS_FIELDS);
  const rule = (field: string) => schemaRule(updateShowcaseInput, field, (v) => settingsBody(v as SettingsValues));
  const origin = typeof window === 'undefined' ? '' : window.location.host;

  const onFinish = (values: SettingsValues) => submit({ kind: 'settings', body: settingsBody(values) }, 'Your page settings are saved');

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} className="sc-form" aria-label="Page settings" requiredMark={false}>
      <Form.Item name="pageName" label="Page name" rules={[rule('pageName')]}>
        <Input maxLength={SHOWCASE_PAGE_NAME_MAX} showCount />
      </Form.Item>
      <div className="sc-form__row">
        <Form.Item name="subtitle" label="Subtitle" rules={[rule('subtitle')]} className="sc-form__grow">
          <Input maxLength={SHOWCASE_PAGE_NAME_MAX * 2} />
        </Form.Item>
        <Form.Item name="isSubtitleActive" label="Show the subtitle" valuePropName="checked">
          <Switch aria-label="Show the subtitle" />
        </Form.Item>
      </div>
      <Form.Item name="urlKey" label="Page address" rules={[rule('urlKey')]} extra={`Letters, digits and hyphens, up to ${URL_KEY_MAX} characters. Your page opens at ${origin}/showcase/your-address.`}>
        <Input addonBefore={`${origin}/showcase/`} maxLength={URL_KEY_MAX} placeholder="your-name" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="metaTitle" label="Meta title" rules={[rule('metaTitle')]} extra="The title search engines and browser tabs show.">
        <Input maxLength={SHOWCASE_PAGE_NAME_MAX * 2} />
      </Form.Item>
      <Form.Item name="metaDescription" label="Meta description" rules={[rule('metaDescription')]} extra="The summary search engines show under your page's title.">
        <Input.TextArea maxLength={SHOWCASE_META_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <fieldset className="sc-form__group">
        <legend>Social links</legend>
        <div className="sc-form__grid">
          {SOCIAL_NETWORKS.map((network) => (
            <Form.Item key={network} name={network} label={SOCIAL_LABELS[network]} rules={[rule(network)]}>
              <Input placeholder={`https://${network === 'twitter' ? 'x' : network}.com/…`} inputMode="url" />
            </Form.Item>
          ))}
        </div>
      </fieldset>
      {rest.length > 0 && <Alert type="error" showIcon title={rest.join(' ')} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        Save settings
      </Button>
    </Form>
  );
}

/** PUT /showcase/description. */
export function DescriptionSection({ showcase, save }: SectionProps) {
  const [form] = Form.useForm<{ description: string }>();
  const { saving, error, submit } = useSectionSave(save);
  useServerErrors(form, serverErrorsOf(error), ['description']);
  useEffect(() => form.setFieldsValue({ description: showcase.description }), [form, showcase.description]);
  const onFinish = ({ description }: { description: string }) => submit({ kind: 'description', body: { description: description ?? '' } }, 'Your description is saved');
  return (
    <Form form={form} layout="vertical" initialValues={{ description: showcase.description }} onFinish={onFinish} className="sc-form" requiredMark={false}>
      <Form.Item name="description" label="Description" rules={[schemaRule(showcaseDescriptionInput, 'description')]} extra="Tell visitors about your style and what they will find here.">
        <Input.TextArea maxLength={SHOWCASE_TEXT_MAX} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save description
      </Button>
    </Form>
  );
}

/** PUT /showcase/styles: they also become the ambassador's declared styles (the ambassador filters). */
export function StylesSection({ showcase, save }: SectionProps) {
  const styles = lookupEntries(useEnum('styles'));
  const [value, setValue] = useState<number[]>(showcase.styles);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(showcase.styles), [showcase.styles]);
  const changed = value.length !== showcase.styles.length || value.some((id, i) => id !== showcase.styles[i]);
  const onSave = async () => {
    setSaving(true);
    try {
      await save({ kind: 'styles', body: { styles: value } });
      toast.success('Your styles are saved');
    } catch (failure) {
      showApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="sc-form">
      <label className="sc-form__label" htmlFor="sc-styles">
        Styles (up to {SHOWCASE_MAX_STYLES})
      </label>
      <Select
        id="sc-styles"
        mode="multiple"
        aria-label="Styles"
        className="sc-form__select"
        value={value}
        onChange={(next: number[]) => setValue(next.slice(0, SHOWCASE_MAX_STYLES))}
        options={styles.map((style) => ({ value: style.id, label: style.name }))}
        placeholder="Choose the styles you curate"
        optionFilterProp="label"
      />
      <Button type="primary" onClick={() => void onSave()} loading={saving} disabled={!changed || value.length === 0}>
        Save styles
      </Button>
    </div>
  );
}

const VIDEO_STATUS: Record<Showcase['videoStatus'], string> = {
  none: 'No video yet.',
  pending: 'Waiting for review: it shows on your page once our team approves it.',
  active: 'Approved: it shows on your page.',
  inactive: 'Not approved: it does not show on your page. You may send another address.',
};

/** PUT /showcase/upload-video-url: a YouTube or Vimeo address, shown once an admin approves it. */
export function VideoSection({ showcase, save }: SectionProps) {
  const [form] = Form.useForm<{ videoUrl: string }>();
  const { saving, error, submit } = useSectionSave(save);
  useServerErrors(form, serverErrorsOf(error), ['videoUrl']);
  const onFinish = ({ videoUrl }: { videoUrl: string }) => submit({ kind: 'video', body: { videoUrl: videoUrl ?? '' } }, videoUrl ? 'Your video is sent for review' : 'Your video is removed');
  return (
    <Form form={form} layout="vertical" initialValues={{ videoUrl: showcase.videoUrl ?? '' }} onFinish={onFinish} className="sc-form" requiredMark={false}>
      <Form.Item name="videoUrl" label="Video address" rules={[schemaRule(showcaseVideoInput, 'videoUrl')]} extra="A YouTube or Vimeo address. Leave it empty to remove the video.">
        <Input placeholder="https://www.youtube.com/watch?v=…" inputMode="url" />
      </Form.Item>
      <p className="sc-form__status" data-testid="video-status">
        {VIDEO_STATUS[showcase.videoStatus]}
      </p>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save video
      </Button>
    </Form>
  );
}
