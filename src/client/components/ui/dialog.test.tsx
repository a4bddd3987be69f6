// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A confirmation whose button closes it, over a page button that counts its clicks. */
function Harness({ onPageClick }: { onPageClick(): void }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={onPageClick}>
        Add shift
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogTitle>Copy last week?</DialogTitle>
          <DialogDescription>The week is replaced.</DialogDescription>
          <button type="button" onClick={() => setIsOpen(false)}>
            Copy Last Week
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    // The page is the same window for every test: what one test's close set up ends with it.
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  function closeByFirstClick() {
    const onPageClick = vi.fn();
    render(<Harness onPageClick={onPageClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Last Week' }), { detail: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    return { onPageClick, pageButton: screen.getByRole('button', { name: 'Add shift' }) };
  }

  it('keeps the second press of a double click that closed it off the page beneath', () => {
    const { onPageClick, pageButton } = closeByFirstClick();
    fireEvent.mouseDown(pageButton, { detail: 2 });
    fireEvent.mouseUp(pageButton, { detail: 2 });
    fireEvent.click(pageButton, { detail: 2 });
    fireEvent.doubleClick(pageButton, { detail: 2 });
    expect(onPageClick).not.toHaveBeenCalled();
  });

  it('lets a single click through at once, and a double click once the moment has passed', () => {
    const { onPageClick, pageButton } = closeByFirstClick();
    fireEvent.click(pageButton, { detail: 1 });
    expect(onPageClick).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.click(pageButton, { detail: 2 });
    expect(onPageClick).toHaveBeenCalledTimes(2);
  });
});
