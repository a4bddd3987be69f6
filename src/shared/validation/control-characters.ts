/**
 * Characters no text field accepts: PostgreSQL refuses U+0000 outright, and the other controls,
 * the Unicode line and paragraph separators and unpaired surrogates are never typed by a person;
 * they arrive from pasted binary, broken clients or someone probing. Single-line fields refuse
 * every C0 control (tab and line breaks included), DEL and the C1 controls.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;

/** Multi-line fields (descriptions, review texts) keep tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export const hasSingleLineControlCharacter = (value: string) => SINGLE_LINE_FORBIDDEN.test(value);
export const hasMultiLineControlCharacter = (value: string) => MULTI_LINE_FORBIDDEN.test(value);
