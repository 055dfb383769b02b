/** A raw control of a form script (spec screens-data-rules.md §3) as the platform stores it, for test scripts. */
export const rawControl = (type: string, name: string, label: string, options: Record<string, unknown> = {}, required = false) => ({
  key: `${type}_${name}`,
  type,
  name: label,
  options: { defaultValue: null, ...options },
  rules: [{ required, message: '' }],
});
