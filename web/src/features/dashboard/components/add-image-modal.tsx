import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { DESCRIPTION_MAX, imageInput, MAX_PICKS, TITLE_MAX } from '@decorlook/domain/catalog/catalog.rules';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { schemaErrors, schemaRule } from '../../../lib/forms/schema-rules';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { useAddImage, type NewImage } from '../api/add-image';
import { UploadField } from './upload-field';
import '../../../components/forms.css';

export interface AddImageValues {
  mediaId?: number;
  title?: string;
  description?: string;
  type?: 'room' | 'single' | 'makeOver';
  styles?: number[];
  subStyles?: number[];
  roomTypeId?: number | null;
  credit?: string;
  sourceUrl?: string;
}

const FIELDS = ['mediaId', 'title', 'description', 'type', 'styles', 'subStyles', 'roomTypeId', 'credit', 'sourceUrl'] as const;
const TYPE_OPTIONS = [
  { value: 'room', label: 'Room' },
  { value: 'single', label: 'Single item' },
  { value: 'makeOver', label: 'Makeover' },
];
export const PENDING_REVIEW_MESSAGE = 'Thank you! Your image is pending review.';

/** The form's values as the add call's body. */
export function newImageOf(values: AddImageValues): NewImage {
  return {
    mediaId: values.mediaId as number,
    title: values.title ?? '',
    description: values.description || undefined,
    type: values.type ?? 'room',
    styles: values.styles ?? [],
    subStyles: values.subStyles ?? [],
    roomTypeId: values.roomTypeId ?? undefined,
    credit: values.credit || undefined,
    sourceUrl: values.sourceUrl || undefined,
  };
}

const prepare = (values: Record<string, unknown>) => newImageOf(values as AddImageValues);
const rule = (field: string) => schemaRule(imageInput, field, prepare);
/**
 * The domain's link rule sits in a union (a link, or null), so zod reports a bad link with its
 * generic "Invalid input"; the person gets the link message that rule means instead.
 */
const linkRule = () => ({
  validator: async (_: unknown, value: unknown) => {
    if (schemaErrors(imageInput, { sourceUrl: value }).sourceUrl) throw new Error(MESSAGES.badLink);
  },
});

interface Props {
  open: boolean;
  onClose(): void;
  /** Called with the new image once the server has it (pending review). */
  onAdded?(image: { id: number; slug: string; title: string }): void;
}

/**
 * Add an inspiration image: upload the picture (with progress), describe it, submit it for review.
 * Every field is checked by the domain's imageInput, so the messages are the server's own.
 */
export function AddImageModal({ open, onClose, onAdded }: Props) {
  const [form] = Form.useForm<AddImageValues>();
  const add = useAddImage();
  const [done, setDone] = useState(false);
  const rest = useServerErrors(form, serverErrorsOf(add.error), FIELDS);
  const problem = rest.length > 0 ? rest.join(' ') : add.error && Object.keys(serverErrorsOf(add.error)).length === 0 ? add.error.message : null;
  const styles = lookupEntries(useEnum('styles'));
  const subStyles = lookupEntries(useEnum('subStyles'));
  const roomTypes = lookupEntries(useEnum('roomTypes'));
  const chosenStyles = Form.useWatch('styles', form);
  const subStyleOptions = useMemo(() => {
    const chosen = new Set(chosenStyles ?? []);
    const fitting = chosen.size === 0 ? subStyles : subStyles.filter((entry) => chosen.has(Number(entry.styleId)));
    return fitting.map((entry) => ({ value: entry.id, label: entry.name }));
  }, [chosenStyles, subStyles]);

  const submit = (values: AddImageValues) =>
    add.mutate(newImageOf({ ...form.getFieldsValue(true), ...values }), {
      onSuccess: (image) => {
        setDone(true);
        onAdded?.(image);
      },
    });
  const close = () => {
    onClose();
    setDone(false);
    add.reset();
    form.resetFields();
  };
  const another = () => {
    setDone(false);
    add.reset();
    form.resetFields();
  };

  return (
    <Modal open={open} title={done ? 'Image submitted' : 'Add an inspiration image'} onCancel={close} footer={null} width={720} centered destroyOnHidden maskClosable={!add.isPending}>
      {done ? (
        <div className="dl-add-image__done" role="status">
          <p className="dl-add-image__done-title">{PENDING_REVIEW_MESSAGE}</p>
          <p>Our editors review every image before it appears in the gallery. You will find it under My Images, marked “Pending review”, until then.</p>
          <div className="dl-add-image__actions">
            <Button onClick={another}>Add Another</Button>
            <Button type="primary" onClick={close}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <Form form={form} layout="vertical" requiredMark="optional" initialValues={{ type: 'room', styles: [], subStyles: [] }} onFinish={submit} className="dl-add-image">
          {problem && <Alert type="error" showIcon title={problem} className="dl-add-image__alert" />}
          <Form.Item name="mediaId" label="Picture" required rules={[rule('mediaId')]}>
            <UploadField />
          </Form.Item>
          <Form.Item name="title" label="Title" required rules={[rule('title')]}>
            <Input maxLength={TITLE_MAX} showCount placeholder="A sunlit Scandinavian living room" />
          </Form.Item>
          <Form.Item name="description" label="Description" rules={[rule('description')]}>
            <Input.TextArea maxLength={DESCRIPTION_MAX} autoSize={{ minRows: 3, maxRows: 6 }} placeholder="What makes this space work: the light, the textures, the pieces" />
          </Form.Item>
          <Form.Item name="type" label="What it shows" rules={[rule('type')]}>
            <Radio.Group optionType="button" options={TYPE_OPTIONS} />
          </Form.Item>
          <div className="dl-form__pair">
            <Form.Item name="styles" label="Styles" extra={`Choose up to ${MAX_PICKS}`} rules={[rule('styles')]}>
              <Select mode="multiple" allowClear maxCount={MAX_PICKS} placeholder="Choose styles" optionFilterProp="label" options={styles.map((e) => ({ value: e.id, label: e.name }))} />
            </Form.Item>
            <Form.Item name="subStyles" label="Sub-styles" rules={[rule('subStyles')]}>
              <Select mode="multiple" allowClear placeholder="Choose sub-styles" optionFilterProp="label" options={subStyleOptions} />
            </Form.Item>
          </div>
          <Form.Item name="roomTypeId" label="Room type" rules={[rule('roomTypeId')]}>
            <Select allowClear placeholder="Choose a room" options={roomTypes.map((e) => ({ value: e.id, label: e.name }))} />
          </Form.Item>
          <div className="dl-form__pair">
            <Form.Item name="credit" label="Credit" rules={[rule('credit')]}>
              <Input placeholder="Photographer or designer" />
            </Form.Item>
            <Form.Item name="sourceUrl" label="Source link" rules={[linkRule]}>
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
          </div>
          <div className="dl-add-image__actions">
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              Submit for Review
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
