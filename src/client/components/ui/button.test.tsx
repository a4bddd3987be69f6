// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** The presses of one double click, as a browser sends them: `detail` counts the presses. */
function doubleClick(button: HTMLElement) {
  fireEvent.click(button, { detail: 1 });
  fireEvent.click(button, { detail: 2 });
  fireEvent.doubleClick(button, { detail: 2 });
}

describe('Button', () => {
  it('acts once for a double click: its second press is refused', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Copy Last Week</Button>);
    doubleClick(screen.getByRole('button', { name: 'Copy Last Week' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('acts on every key press and on separate clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Generate Description</Button>);
    const button = screen.getByRole('button', { name: 'Generate Description' });
    fireEvent.click(button, { detail: 0 });
    fireEvent.click(button, { detail: 0 });
    fireEvent.click(button, { detail: 1 });
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('submits its form once for a double click', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    doubleClick(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('acts on each press of a quick series when it is repeatable (a pager)', () => {
    const onClick = vi.fn();
    render(
      <Button repeatable onClick={onClick}>
        Next Week
      </Button>,
    );
    doubleClick(screen.getByRole('button', { name: 'Next Week' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
