import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Radio, Select, Tabs } from 'antd';
import { REQUEST_MAX_ITEMS, REQUEST_MESSAGE_MAX, REQUEST_TITLE_MAX, REQUEST_TYPE_LABELS, REQUEST_TYPES, requestInput, type RequestType } from '@decorlook/domain/requests/request.rules';
import { useEnum } from '../../../lib/app-config/app-config-context';
import { lookupEntries } from '../../../lib/app-config/enum-lookups';
import { applyServerErrors, schemaRule } from '../../../lib/forms/schema-rules';
import { validateOrFocusFirst } from '../../../lib/forms/validate-form';
import type { Failure } from '../machines/request.machine';
import { bodyOf, FORM_FIELDS, type DetailsField, type RequestValues } from '../machines/request.values';
import '../../../components/forms.css';

type FormValues = Partial<Pick<RequestValues, DetailsField>>;

const ROOM_TYPE_HELP: Record<RequestType, string | undefined> = {
  room: undefined,
  single: undefined,
  makeOver: 'Optional: the room being made over.',
};
const ITEMS_HELP: Record<RequestType, string> = {
  room: 'Optional: the pieces you most want, newest first.',
  single: 'The kind of item you are looking for.',
  makeOver: 'Optional: the pieces you want to change.',
};

interface Props {
  values: RequestValues;
  failure: Failure | null;
  onType(requestType: RequestType): void;
  onChange(values: FormValues): void;
  onAddItem(item: number): void;
  onRemoveItem(item: number): void;
  onOpenItem(item: number): void;
  onClear(): void;
  onReview(values: FormValues): void;
}

/** The item classes wanted, as closable tabs: a new one opens at the front, a closed one leaves by value. */
function ItemTabs({ values, onAdd, onRemove, onOpen }: { values: RequestValues; onAdd(item: number): void; onRemove(item: number): void; onOpen(item: number): void }) {
  const itemClasses = lookupEntries(useEnum('itemClasses'));
  const [picked, setPicked] = useState<number | null>(null);
  const nameOf = (id: number) => itemClasses.find((entry) => entry.id === id)?.name ?? `Item ${id}`;
  const full = values.items.length >= REQUEST_MAX_ITEMS;
  const add = () => {
    if (picked === null) return;
    onAdd(picked);
    setPicked(null);
  };
  return (
    <div className="req-items">
      <div className="req-items__add">
        <Select
          showSearch
          optionFilterProp="label"
          aria-label="Item to add"
          placeholder={full ? `At most ${REQUEST_MAX_ITEMS} items` : 'Choose a kind of item'}
          disabled={full}
          value={picked}
          onChange={(value: number) => setPicked(value)}
          options={itemClasses.filter((entry) => !values.items.includes(entry.id)).map((entry) => ({ value: entry.id, label: entry.name }))}
        />
        <Button onClick={add} disabled={picked === null || full}>
          Add item
        </Button>
      </div>
      {values.items.length > 0 && (
        <Tabs
          type="card"
          size="small"
          aria-label="Items wanted"
          activeKey={values.itemTab !== null ? String(values.itemTab) : undefined}
          onChange={(key) => onOpen(Number(key))}
          items={values.items.map((item, index) => ({
            key: String(item),
            label: nameOf(item),
            children: (
              <div className="req-items__panel">
                <p>
                  {index === 0 ? 'Most wanted. ' : `Number ${index + 1} on your list. `}
                  Ambassadors look for a {nameOf(item).toLowerCase()} that fits your picture and style.
                </p>
                <Button size="small" onClick={() => onRemove(item)}>
                  Remove {nameOf(item)}
                </Button>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}

/**
 * The request's details (spec 3): every rule is the server's own (requestInput), so the messages
 * are those the server would answer ("This field is required"). Text fields stop at their limit
 * and count what is typed.
 */
export function DetailsForm({ values, failure, onType, onChange, onAddItem, onRemoveItem, onOpenItem, onClear, onReview }: Props) {
  const [form] = Form.useForm<FormValues & { items: number[] }>();
  const styles = lookupEntries(useEnum('styles'));
  const roomTypes = lookupEntries(useEnum('roomTypes'));
  const colors = lookupEntries(useEnum('colors'));
  const type = (Form.useWatch('requestType', form) ?? values.requestType) as RequestType | null;
  const prepare = useMemo(() => (v: Record<string, unknown>) => bodyOf({ ...values, ...(v as FormValues) }), [values]);
  const rule = (field: string) => schemaRule(requestInput, field, prepare);

  // The items live in the machine (front-first, removed by value); the form only checks them.
  useEffect(() => {
    form.setFieldValue('items', values.items);
    if (form.isFieldTouched('items') || form.getFieldError('items').length > 0) void form.validateFields(['items']).catch(() => undefined);
  }, [values.items, form]);

  useEffect(() => {
    if (failure) applyServerErrors(form, failure.errors, FORM_FIELDS);
  }, [failure, form]);

  const review = async () => {
    if (!(await validateOrFocusFirst(form))) return;
    const { items: _items, ...rest } = form.getFieldsValue(true) as FormValues & { items?: number[] };
    onReview(rest);
  };
  const unshown = failure ? Object.keys(failure.errors).filter((key) => !FORM_FIELDS.includes(key)) : [];

  return (
    <Form<FormValues & { items: number[] }>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ ...values, items: values.items }}
      onValuesChange={(changed) => {
        const { requestType, items: _items, ...rest } = changed;
        if (requestType) onType(requestType);
        if (Object.keys(rest).length > 0) onChange(rest);
      }}
      onFinish={() => void review()}
      className="req-details"
      aria-label="Request details"
    >
      <Form.Item name="requestType" label="What would you like?" required rules={[rule('requestType')]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={REQUEST_TYPES.map((value) => ({ value, label: REQUEST_TYPE_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="title" label="Title" required rules={[rule('title')]} extra={`Up to ${REQUEST_TITLE_MAX} characters`}>
        <Input maxLength={REQUEST_TITLE_MAX} showCount placeholder="Cozy living room for winter evenings" />
      </Form.Item>
      <Form.Item name="items" label="Items" required={type === 'single'} rules={[rule('items')]} extra={type ? ITEMS_HELP[type] : 'The pieces you most want, newest first.'}>
        <ItemTabs values={values} onAdd={onAddItem} onRemove={onRemoveItem} onOpen={onOpenItem} />
      </Form.Item>
      <div className="dl-form__pair">
        {type !== 'single' && (
          <Form.Item name="roomType" label="Room type" required={type === 'room'} rules={[rule('roomType')]} extra={type ? ROOM_TYPE_HELP[type] : undefined}>
            <Select allowClear showSearch optionFilterProp="label" placeholder="Choose a room" options={roomTypes.map((entry) => ({ value: entry.id, label: entry.name }))} />
          </Form.Item>
        )}
        <Form.Item name="requestStyle" label="Style" required rules={[rule('requestStyle')]}>
          <Select showSearch optionFilterProp="label" placeholder="Choose a style" options={styles.map((entry) => ({ value: entry.id, label: entry.name }))} />
        </Form.Item>
        <Form.Item name="requestColor" label="Colour" rules={[rule('requestColor')]} extra="Optional: the colour family you lean towards.">
          <Select allowClear showSearch optionFilterProp="label" placeholder="Choose a colour" options={colors.map((entry) => ({ value: entry.id, label: entry.name }))} />
        </Form.Item>
      </div>
      <Form.Item name="message" label="Message" required rules={[rule('message')]} tooltip="What the ambassadors should know: what you love in the picture, your budget, what you already own.">
        <Input.TextArea maxLength={REQUEST_MESSAGE_MAX} showCount autoSize={{ minRows: 3, maxRows: 7 }} placeholder="I love the warm light and the wooden floor; I already have a grey sofa…" />
      </Form.Item>
      {failure && unshown.length > 0 && <Alert type="error" showIcon title={failure.message} className="req-alert" />}
      <div className="dl-flow-actions req-actions">
        <Button type="text" danger onClick={onClear}>
          Clear the details
        </Button>
        <span className="dl-flow-actions__spacer req-actions__spacer" />
        <Button type="primary" size="large" htmlType="submit">
          Review request
        </Button>
      </div>
    </Form>
  );
}
