/** "Title: description" texts of the spec shown as a toast's title and description. */
export function splitMessage(message: string) {
  const [title, ...rest] = message.split(': ');
  return { title: title ?? message, description: rest.join(': ') || undefined };
}
