/**
 * A form rule's message as a translation key: the contract's 'required' is the shared 'validation.required',
 * its own codes (`invalidItemNumber`, `invalidEan`) live under `errors`, keys with a dot are keys already.
 */
export function formMessageKey(message: unknown): string {
  if (message === 'required') return 'validation.required';
  return typeof message === 'string' && !message.includes('.') ? `errors.${message}` : String(message);
}
