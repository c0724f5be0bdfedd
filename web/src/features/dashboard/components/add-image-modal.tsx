import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import { imageInput } from '@decorlook/domain/catalog/catalog.rules';
import { ImageFields, NEW_IMAGE_FIELDS, newImageOf, type ImageFormValues } from '../../../components/image-fields';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { useAddImage, type NewImage } from '../../../lib/queries/images';
import { UploadField } from './upload-field';
import '../../../components/forms.css';

export interface AddImageValues extends ImageFormValues {
  mediaId?: number;
}

export const PENDING_REVIEW_MESSAGE = 'Thank you! Your image is pending review.';

/** The form's values as the add call's body. */
const newImageFromForm = (values: AddImageValues): NewImage => newImageOf(values.mediaId as number, values);

const prepare = (values: Record<string, unknown>) => newImageFromForm(values as AddImageValues);
const rule = (field: string) => schemaRule(imageInput, field, prepare);

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
  const rest = useServerErrors(form, serverErrorsOf(add.error), NEW_IMAGE_FIELDS);
  const problem = rest.length > 0 ? rest.join(' ') : add.error && Object.keys(serverErrorsOf(add.error)).length === 0 ? add.error.message : null;

  const submit = (values: AddImageValues) =>
    add.mutate(newImageFromForm({ ...form.getFieldsValue(true), ...values }), {
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
        <div className="dash-add-image__done" role="status">
          <p className="dash-add-image__done-title">{PENDING_REVIEW_MESSAGE}</p>
          <p>Our editors review every image before it appears in the gallery. You will find it under My Images, marked “Pending review”, until then.</p>
          <div className="dash-add-image__actions">
            <Button onClick={another}>Add Another</Button>
            <Button type="primary" onClick={close}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <Form form={form} layout="vertical" requiredMark="optional" initialValues={{ type: 'room', styles: [], subStyles: [] }} onFinish={submit} className="dash-add-image">
          {problem && <Alert type="error" showIcon title={problem} className="dash-add-image__alert" />}
          <Form.Item name="mediaId" label="Picture" required rules={[rule('mediaId')]}>
            <UploadField />
          </Form.Item>
          <ImageFields schema={imageInput} prepare={prepare} />
          <div className="dash-add-image__actions">
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
