import type { FormInstance } from 'antd';
import axios from 'axios';

/**
 * The fields a refused save names (a validation error's `details.fields`, or a conflict's
 * `details.field`), with their messages, to show under the form's own fields.
 */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!axios.isAxiosError(error)) return [];
  const data = error.response?.data as
    { message?: unknown; details?: { fields?: unknown; field?: unknown } } | undefined;
  const details = data?.details;
  if (Array.isArray(details?.fields)) {
    return details.fields.flatMap((item: unknown) => {
      const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
      return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
    });
  }
  if (typeof details?.field === 'string' && typeof data?.message === 'string') {
    return [{ field: details.field, message: data.message }];
  }
  return [];
}

/** Shows the server's field errors under the fields of the form that has them. */
export function applyServerFieldErrors(
  form: FormInstance,
  error: unknown,
  fieldMap: Record<string, string> = {},
): void {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = serverFieldErrors(error)
    .map(({ field, message }) => ({ name: fieldMap[field] ?? field, errors: [message] }))
    .filter(({ name }) => known.has(name));
  if (fields.length > 0) form.setFields(fields);
}
