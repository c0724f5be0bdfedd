import { useMemo } from 'react';
import { Form, Input, Radio, Select } from 'antd';
import { MAX_PICKS, TITLE_MAX, DESCRIPTION_MAX } from '@decorlook/domain/catalog/catalog.rules';
import { useEnum } from '../lib/app-config/app-config-context';
import { lookupEntries } from '../lib/app-config/enum-lookups';
import { schemaRule, type SafeParser } from '../lib/forms/schema-rules';
import type { NewImage } from '../lib/queries/images';

export interface ImageFormValues {
  title?: string;
  description?: string;
  type?: 'room' | 'single' | 'makeOver';
  styles?: number[];
  subStyles?: number[];
  roomTypeId?: number | null;
  credit?: string;
  sourceUrl?: string;
}

/** The add call's fields, as its refusals name them (the picture's `mediaId` first). */
export const NEW_IMAGE_FIELDS = ['mediaId', 'title', 'description', 'type', 'styles', 'subStyles', 'roomTypeId', 'credit', 'sourceUrl'] as const;

/** The form's values as the add call's body, for the uploaded picture `mediaId`. */
export const newImageOf = (mediaId: number, values: ImageFormValues): NewImage => ({
  mediaId,
  title: values.title ?? '',
  description: values.description || undefined,
  type: values.type ?? 'room',
  styles: values.styles ?? [],
  subStyles: values.subStyles ?? [],
  roomTypeId: values.roomTypeId ?? undefined,
  credit: values.credit || undefined,
  sourceUrl: values.sourceUrl || undefined,
});

export const IMAGE_TYPE_LABELS = { room: 'Room', single: 'Single item', makeOver: 'Makeover' } as const;

/**
 * An inspiration image's describing fields, for adding one and for editing it, checked by the
 * domain's own schema (the server's messages).
 */
export function ImageFields({ schema, prepare }: { schema: SafeParser; prepare: (values: Record<string, unknown>) => unknown }) {
  const styles = lookupEntries(useEnum('styles'));
  const subStyles = lookupEntries(useEnum('subStyles'));
  const roomTypes = lookupEntries(useEnum('roomTypes'));
  const chosenStyles = Form.useWatch<number[] | undefined>('styles');
  const rule = (field: string) => schemaRule(schema, field, prepare);
  // Sub-styles of the chosen styles first; all of them when no style is chosen yet.
  const subStyleOptions = useMemo(() => {
    const chosen = new Set(chosenStyles ?? []);
    const fitting = chosen.size === 0 ? subStyles : subStyles.filter((entry) => chosen.has(Number(entry.styleId)));
    return fitting.map((entry) => ({ value: entry.id, label: entry.name }));
  }, [chosenStyles, subStyles]);

  return (
    <>
      <Form.Item name="title" label="Title" required rules={[rule('title')]} validateFirst>
        <Input maxLength={TITLE_MAX} showCount placeholder="A sunlit Scandinavian living room" />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[rule('description')]}>
        <Input.TextArea maxLength={DESCRIPTION_MAX} autoSize={{ minRows: 3, maxRows: 6 }} placeholder="What makes this space work: the light, the textures, the pieces" />
      </Form.Item>
      <Form.Item name="type" label="What it shows" rules={[rule('type')]}>
        <Radio.Group optionType="button" options={Object.entries(IMAGE_TYPE_LABELS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <div className="dl-form__pair">
        <Form.Item name="styles" label="Styles" extra={`Up to ${MAX_PICKS}`} rules={[rule('styles')]}>
          <Select
            mode="multiple"
            allowClear
            maxCount={MAX_PICKS}
            placeholder="Choose styles"
            optionFilterProp="label"
            options={styles.map((entry) => ({ value: entry.id, label: entry.name }))}
          />
        </Form.Item>
        <Form.Item name="subStyles" label="Sub-styles" rules={[rule('subStyles')]}>
          <Select mode="multiple" allowClear placeholder="Choose sub-styles" optionFilterProp="label" options={subStyleOptions} />
        </Form.Item>
      </div>
      <Form.Item name="roomTypeId" label="Room type" rules={[rule('roomTypeId')]}>
        <Select allowClear placeholder="Choose a room" options={roomTypes.map((entry) => ({ value: entry.id, label: entry.name }))} />
      </Form.Item>
      <div className="dl-form__pair">
        <Form.Item name="credit" label="Credit" rules={[rule('credit')]}>
          <Input placeholder="Photographer or designer" />
        </Form.Item>
        <Form.Item name="sourceUrl" label="Source link" rules={[rule('sourceUrl')]}>
          <Input type="url" inputMode="url" placeholder="https://" />
        </Form.Item>
      </div>
    </>
  );
}
