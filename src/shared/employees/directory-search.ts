/** Text people type that can only be (part of) a phone number: digits and the marks around them. */
const PHONE_LIKE = /^[\d\s().+-]+$/;

/**
 * The Employee Directory's search: a name or email holding the term, or, when the term is written
 * like a phone number, a phone holding its digits however either is written ("314556" finds
 * "(314) 556-0199"). A name with a digit in it is not read as a phone number.
 */
export function matchesDirectorySearch(
  employee: { name: string; email?: string | null; phone?: string | null },
  term: string,
): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  if (employee.name.toLowerCase().includes(needle) || (employee.email ?? '').toLowerCase().includes(needle))
    return true;
  const digits = needle.replace(/\D/g, '');
  return PHONE_LIKE.test(needle) && digits !== '' && (employee.phone ?? '').replace(/\D/g, '').includes(digits);
}
