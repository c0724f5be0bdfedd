import { useEffect, useMemo } from 'react';
import { Alert, Button, ColorPicker, Form, Input, Radio, Select } from 'antd';
import { DEFAULT_BANNER_COLOR, LOOK_BOARD_TEXT_MAX, LOOK_BOARD_TITLE_MAX, lookBoardInput } from '@decorlook/domain/lookboards/look-board.rules';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { applyServerErrors, schemaRule } from '../../../lib/forms/schema-rules';
import { validateOrFocusFirst } from '../../../lib/forms/validate-form';
import type { Board } from '../machines/curate.board';
import { bodyOf, type DetailsValues } from '../machines/curate.details';
import type { Failure } from '../machines/curate.machine';
import '../../../components/forms.css';

export const BOARD_TYPE_LABELS = { room: 'Room', single: 'Single item', makeOver: 'Makeover' } as const;
const FIELDS = ['title', 'type', 'roomTypeId', 'itemClassId', 'styleId', 'description', 'message', 'color', 'public'] as const;
/** Banner colours offered first (warm neutrals and the brand's teal); any other can be picked. */
const PRESETS = [
  { name: 'Linen', hex: DEFAULT_BANNER_COLOR },
  { name: 'Sand', hex: '#e8dcc8' },
  { name: 'Sage', hex: '#d9e7e1' },
  { name: 'Mint', hex: '#ccfbf1' },
  { name: 'Blush', hex: '#f3e1dc' },
  { name: 'Lavender', hex: '#e6e3f0' },
  { name: 'Charcoal', hex: '#1f2a30' },
  { name: 'Teal', hex: '#0f766e' },
];

/** The banner colour: named swatches (a radio group, so the keyboard reaches them) and a picker for any other. */
function BannerColorField({ value, onChange, id }: { value?: string; onChange?(color: string): void; id?: string }) {
  const current = (value || DEFAULT_BANNER_COLOR).toLowerCase();
  const custom = !PRESETS.some((preset) => preset.hex === current);
  return (
    <div className="cur-colors" id={id}>
      <Radio.Group
        aria-label="Banner colour"
        value={custom ? undefined : current}
        onChange={(event) => onChange?.(event.target.value as string)}
        className="cur-colors__swatches"
        options={PRESETS.map((preset) => ({
          value: preset.hex,
          label: (
            <span className="cur-colors__swatch" style={{ background: preset.hex }} title={preset.name}>
              <span className="dl-visually-hidden">{preset.name}</span>
            </span>
          ),
        }))}
      />
      <ColorPicker
        value={current}
        disabledAlpha
        showText={() => (custom ? current : 'Other colour')}
        onChangeComplete={(color) => onChange?.(color.toHexString())}
        aria-label="Other banner colour"
      />
    </div>
  );
}

interface Props {
  board: Board;
  values: DetailsValues;
  failure: Failure | null;
  busy: boolean;
  onChange(values: Partial<DetailsValues>): void;
  onBack(): void;
  onSaveDraft(values: DetailsValues): void;
  onReview(values: DetailsValues): void;
}

/**
 * The look board's details (spec 3, 5): every rule is the server's own (lookBoardInput), so the
 * messages match what the server would answer ("This field is required"). Text fields stop at
 * their limit and count what is typed.
 */
export function DetailsForm({ board, values, failure, busy, onChange, onBack, onSaveDraft, onReview }: Props) {
  const [form] = Form.useForm<DetailsValues>();
  const styles = lookupEntries(useEnum('styles'));
  const roomTypes = lookupEntries(useEnum('roomTypes'));
  const itemClasses = lookupEntries(useEnum('itemClasses'));
  const type = Form.useWatch('type', form) ?? values.type;
  const prepare = useMemo(() => (v: Record<string, unknown>) => bodyOf(board, { ...values, ...(v as Partial<DetailsValues>) }), [board, values]);
  const rule = (field: string) => schemaRule(lookBoardInput, field, prepare);

  useEffect(() => {
    if (failure) applyServerErrors(form, failure.errors, FIELDS);
  }, [failure, form]);

  const all = () => ({ ...values, ...form.getFieldsValue(true) }) as DetailsValues;
  const submitWith = (action: (v: DetailsValues) => void) => async () => {
    if (await validateOrFocusFirst(form)) action(all());
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={values}
      onValuesChange={(changed: Partial<DetailsValues>) => onChange(changed)}
      onFinish={() => void submitWith(onReview)()}
      className="cur-details"
      aria-label="Look board details"
    >
      <Form.Item name="title" label="Title" required rules={[rule('title')]} extra={`Up to ${LOOK_BOARD_TITLE_MAX} characters`}>
        <Input maxLength={LOOK_BOARD_TITLE_MAX} showCount placeholder="Warm minimal living room" />
      </Form.Item>
      <Form.Item name="type" label="Type" required rules={[rule('type')]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={Object.entries(BOARD_TYPE_LABELS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <div className="dl-form__pair">
        {type === 'room' && (
          <Form.Item name="roomTypeId" label="Room type" required rules={[rule('roomTypeId')]}>
            <Select showSearch optionFilterProp="label" placeholder="Choose a room" options={roomTypes.map((entry) => ({ value: entry.id, label: entry.name }))} />
          </Form.Item>
        )}
        {type === 'single' && (
          <Form.Item name="itemClassId" label="Item class" required rules={[rule('itemClassId')]}>
            <Select showSearch optionFilterProp="label" placeholder="Choose a kind of item" options={itemClasses.map((entry) => ({ value: entry.id, label: entry.name }))} />
          </Form.Item>
        )}
        <Form.Item name="styleId" label="Style" required rules={[rule('styleId')]}>
          <Select showSearch optionFilterProp="label" placeholder="Choose a style" options={styles.map((entry) => ({ value: entry.id, label: entry.name }))} />
        </Form.Item>
      </div>
      <Form.Item name="description" label="Description" required rules={[rule('description')]}>
        <Input.TextArea maxLength={LOOK_BOARD_TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} placeholder="What ties the pieces together: materials, colours, the feeling of the room" />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        tooltip="A note shown with the board: tips on placing the pieces, or a word for the person you curate for."
        required
        rules={[rule('message')]}
      >
        <Input.TextArea maxLength={LOOK_BOARD_TEXT_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} placeholder="Start with the rug, then layer the lighting…" />
      </Form.Item>
      <Form.Item name="color" label="Banner colour" rules={[rule('color')]}>
        <BannerColorField />
      </Form.Item>
      <Form.Item name="status" label="Visibility" extra="A private board is seen only by you.">
        <Radio.Group
          options={[
            { value: 'public', label: 'Public' },
            { value: 'private', label: 'Private' },
          ]}
        />
      </Form.Item>
      {failure && Object.keys(failure.errors).every((key) => !(FIELDS as readonly string[]).includes(key)) && <Alert type="error" showIcon title={failure.message} className="cur-details__alert" />}
      <div className="dl-flow-actions cur-actions">
        <Button onClick={onBack} disabled={busy}>
          Back to the board
        </Button>
        <span className="dl-flow-actions__spacer cur-actions__spacer" />
        <Button onClick={() => void submitWith(onSaveDraft)()} loading={busy}>
          Save draft
        </Button>
        <Button type="primary" htmlType="submit" disabled={busy}>
          Review
        </Button>
      </div>
    </Form>
  );
}
