/**
 * Reduces a writer's answer to plain text: models sometimes answer with HTML or markdown even
 * when told not to, and the description is shown and stored as text.
 */
export function toPlainText(text: string): string {
  return text
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>]/g, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/^\s*(#+|[-*•])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^"(.*)"$/s, '$1');
}
