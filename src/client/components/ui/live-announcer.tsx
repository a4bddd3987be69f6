import { useEffect, useState } from 'react';

/**
 * One pair of live regions for the whole app (WCAG 4.1.3, ADR 071): results that appear without a
 * page change ("Quiz unlocked", the classifier's result) and route changes are read out by screen
 * readers through `announce`. The regions exist from the first render, so the first message is read.
 */
type Politeness = 'polite' | 'assertive';
type Listener = (message: string, politeness: Politeness) => void;

let listener: Listener | null = null;

/** Says `message` to screen-reader users, politely (after what they hear now) unless `assertive`. */
export function announce(message: string, politeness: Politeness = 'polite') {
  listener?.(message, politeness);
}

/**
 * How long a message stays in its region: screen readers queue it the moment it is written, so it
 * is cleared soon after, and the same words are read again next time.
 */
const CLEAR_AFTER_MS = 1_000;

export function LiveAnnouncer() {
  const [messages, setMessages] = useState<Record<Politeness, string>>({ polite: '', assertive: '' });

  useEffect(() => {
    let clear: ReturnType<typeof setTimeout> | undefined;
    let write: ReturnType<typeof setTimeout> | undefined;
    listener = (message, politeness) => {
      clearTimeout(clear);
      clearTimeout(write);
      // Emptied first and written a moment later: a region read again only when its text changes.
      setMessages((current) => ({ ...current, [politeness]: '' }));
      write = setTimeout(() => {
        setMessages((current) => ({ ...current, [politeness]: message }));
        clear = setTimeout(() => setMessages({ polite: '', assertive: '' }), CLEAR_AFTER_MS);
      }, 50);
    };
    return () => {
      listener = null;
      clearTimeout(clear);
      clearTimeout(write);
    };
  }, []);

  return (
    <>
      {/* No role: a status or alert role would make these the page's only ones in role queries. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-polite">
        {messages.polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="live-assertive">
        {messages.assertive}
      </div>
    </>
  );
}
