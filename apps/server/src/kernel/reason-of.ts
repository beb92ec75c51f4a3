/** Characters of an error's message the log keeps: enough to say why, never a whole answer body. */
const reasonLength = 300;

/** An error as one short line: its name and message. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > reasonLength ? `${line.slice(0, reasonLength)}…` : line;
}
