import type { FormInstance } from 'antd';
import { INQUIRY_SENT } from '@decorlook/domain/site/inquiries';
import { showApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/schema-rules';
import { toast } from '../../../lib/toast';
import type { InquirySent } from '../api/send-inquiry';

/** Spec 2.3: the toast once either message is sent (the server's own text, which is INQUIRY_SENT). */
export function showSent(answer: InquirySent): void {
  toast.success(answer.message || INQUIRY_SENT);
}

/** Spec 8: a refused message shows the server's message in the error toast, and its field errors on the fields. */
export function showRefusal(form: FormInstance, fields: readonly string[], error: unknown): void {
  const refused = showApiError(error);
  applyServerErrors(form, refused.errors, fields);
}
