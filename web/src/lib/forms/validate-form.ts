import type { FormInstance } from 'antd';

/**
 * Checks every field of the form. When some fail, the form shows what is missing and the first
 * such field is brought into view and focused. Answers whether every field passed.
 */
export async function validateOrFocusFirst(form: FormInstance): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (error) {
    const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center', focus: true });
    return false;
  }
}
