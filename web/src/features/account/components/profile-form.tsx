import { Button, Form, Input, Select, Switch } from 'antd';
import { profileInput } from '@decorlook/domain/identity/user.rules';
import { showApiError } from '../../../lib/api-client';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import type { User } from '../../../lib/session/user';
import { toast } from '../../../lib/toast';
import { useSaveProfile } from '../api/update-profile';
import '../../../components/forms.css';

export const PROFILE_SAVED = 'Your profile is saved';

interface Values {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  businessName?: string;
  businessUrl?: string;
  notificationEmail: boolean;
  profession?: number | null;
}

const FIELDS = ['firstName', 'lastName', 'displayName', 'businessName', 'businessUrl', 'notificationEmail', 'profession'] as const;

/** The display name the user chose, not the server's fallback (full name or email). */
function chosenDisplayName(user: User): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.displayName === user.email || user.displayName === full ? '' : user.displayName;
}

export function ProfileForm({ user }: { user: User }) {
  const [form] = Form.useForm<Values>();
  const profile = useSaveProfile();
  const professions = lookupEntries(useEnum('professions'));
  const unshown = useServerErrors(form, serverErrorsOf(profile.error), FIELDS);
  const business = user.type === 'business';

  const save = (values: Values) =>
    profile.mutate(
      {
        changes: {
          firstName: values.firstName ?? '',
          lastName: values.lastName ?? '',
          displayName: values.displayName ?? '',
          notificationEmail: values.notificationEmail,
          ...(business ? { businessName: values.businessName ?? '', businessUrl: values.businessUrl ?? '' } : {}),
        },
        profession: values.profession && values.profession !== user.profession ? values.profession : undefined,
      },
      { onSuccess: () => toast.success(PROFILE_SAVED), onError: showApiError },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      name="profile"
      className="dl-account-form"
      initialValues={{
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        displayName: chosenDisplayName(user),
        businessName: user.business?.name ?? '',
        businessUrl: user.business?.url ?? '',
        notificationEmail: Boolean(user.notificationEmail),
        profession: user.profession ?? undefined,
      }}
      onFinish={save}
    >
      {unshown.length > 0 && <p className="dl-field-error">{unshown.join(' ')}</p>}
      <div className="dl-form__pair">
        <Form.Item name="firstName" label="First name" rules={[schemaRule(profileInput, 'firstName')]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label="Last name" rules={[schemaRule(profileInput, 'lastName')]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item name="displayName" label="Display name" extra="Shown with your looks. Leave empty to use your email address." rules={[schemaRule(profileInput, 'displayName')]}>
        <Input autoComplete="nickname" placeholder={[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email} />
      </Form.Item>
      {business && (
        <div className="dl-form__pair">
          <Form.Item name="businessName" label="Business name" rules={[schemaRule(profileInput, 'businessName')]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="businessUrl" label="Website" rules={[schemaRule(profileInput, 'businessUrl')]}>
            <Input autoComplete="url" placeholder="www.example.com" />
          </Form.Item>
        </div>
      )}
      {professions.length > 0 && (
        <Form.Item name="profession" label="Profession">
          <Select allowClear={false} placeholder="Choose your profession" options={professions.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
      )}
      <Form.Item name="notificationEmail" label="Email me decor ideas and news" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={profile.isPending}>
        Save Profile
      </Button>
    </Form>
  );
}
