import { useMemo } from 'react';
import { Alert, Form, Modal } from 'antd';
import { imageEditInput } from '@decorlook/domain/catalog/catalog.rules';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { toast } from '../../../lib/toast';
import { useEditImage, type ImageChanges } from '../api/edit-image';
import type { ImageView as InspirationImage } from '@decorlook/domain/catalog/catalog.views';
import { ImageFields, type ImageFormValues } from '../../../components/image-fields';
import '../../../components/forms.css';

const FIELDS = ['title', 'description', 'type', 'styles', 'subStyles', 'roomTypeId', 'credit', 'sourceUrl'] as const;

/** The form's values as the edit call's body: emptied optional fields are sent as null (cleared). */
export function changesOf(values: ImageFormValues): ImageChanges {
  return {
    title: values.title ?? '',
    description: values.description?.trim() ? values.description : null,
    type: values.type,
    styles: values.styles ?? [],
    subStyles: values.subStyles ?? [],
    roomTypeId: values.roomTypeId ?? null,
    credit: values.credit?.trim() ? values.credit : null,
    sourceUrl: values.sourceUrl?.trim() ? values.sourceUrl : null,
  };
}

const prepare = (values: Record<string, unknown>) => changesOf(values as ImageFormValues);

/** The owner edits the picture's details (the same fields as when adding it; the picture stays). */
export function ImageEditModal({ image, open, onClose }: { image: InspirationImage; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<ImageFormValues>();
  const edit = useEditImage(image.id);
  const rest = useServerErrors(form, serverErrorsOf(edit.error), FIELDS);
  // Field errors sit on their fields; anything else (a refusal, a fault) shows above the form.
  const problem = rest.length > 0 ? rest.join(' ') : edit.error && Object.keys(serverErrorsOf(edit.error)).length === 0 ? edit.error.message : null;
  const initialValues = useMemo<ImageFormValues>(
    () => ({
      title: image.title,
      description: image.description ?? undefined,
      type: image.type,
      styles: image.styles,
      subStyles: image.subStyles,
      roomTypeId: image.roomTypeId,
      credit: image.credit ?? undefined,
      sourceUrl: image.sourceUrl ?? undefined,
    }),
    [image],
  );
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    edit.mutate(changesOf(form.getFieldsValue(true) as ImageFormValues), {
      onSuccess: () => {
        toast.success('Your changes are saved');
        onClose();
      },
    });
  };
  return (
    <Modal
      open={open}
      title="Edit image details"
      onCancel={onClose}
      onOk={save}
      okText="Save Changes"
      confirmLoading={edit.isPending}
      width={640}
      destroyOnHidden
      centered
    >
      {problem && <Alert type="error" showIcon title={problem} className="dl-image-form__alert" />}
      <Form form={form} layout="vertical" initialValues={initialValues} requiredMark={false} onFinish={save}>
        <ImageFields schema={imageEditInput} prepare={prepare} />
      </Form>
    </Modal>
  );
}
