/**
 * Whether a button refuses presses: `disabled`, or `aria-disabled` while it keeps focus (the
 * Button component's two ways, ADR 071).
 */
export const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
