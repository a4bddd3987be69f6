import { useEffect } from 'react';
import { announce } from '../components/ui/live-announcer';

const APP_NAME = 'Mission Control';

/** "Label Queue — Mission Control" (WCAG 2.4.2). */
export function formatPageTitle(name: string): string {
  return `${name} — ${APP_NAME}`;
}

/** The title last set, so a route change is told from the first page of a visit. */
let currentName: string | null = null;

/**
 * Sets the document title for the screen it is rendered in, and announces the screen's name when
 * it replaces another one (a route change in the single-page app moves no browser focus and
 * loads no page a screen reader would read out).
 */
export function PageTitle({ name }: { name: string }) {
  useEffect(() => {
    document.title = formatPageTitle(name);
    if (currentName !== null && currentName !== name) announce(formatPageTitle(name));
    currentName = name;
  }, [name]);
  return null;
}
