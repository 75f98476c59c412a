import { createRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: whether the app has painted is a one-way switch per page load. */
async function loadTooltip() {
  return (await import('./TooltipAfterFirstPaint')).default;
}

describe('TooltipAfterFirstPaint', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('renders its child as a closed tooltip would in the first frame, then a real tooltip', async () => {
    const Tooltip = await loadTooltip();
    const ref = createRef<HTMLElement>();
    render(
      <Tooltip title="Copy the id" className="from-tooltip" data-testid="trigger" ref={ref}>
        <button type="button" className="own">
          copy
        </button>
      </Tooltip>,
    );
    const first = screen.getByRole('button', { name: 'Copy the id' });
    // MUI hands the Tooltip's own class and other props to its child; so does the first frame.
    expect(first).toHaveClass('from-tooltip', 'own');
    expect(first).toHaveAttribute('data-testid', 'trigger');
    expect(ref.current).toBe(first);
    // Right after that frame the child belongs to a real Tooltip, which opens on hover.
    await waitFor(() => expect(first).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Copy the id' });
    expect(trigger).toHaveClass('from-tooltip', 'own');
    expect(ref.current).toBe(trigger);
    await userEvent.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the id');
  });

  it('describes rather than names its child with describeChild', async () => {
    const Tooltip = await loadTooltip();
    render(
      <Tooltip title="Full id: 123" describeChild>
        <span>123…</span>
      </Tooltip>,
    );
    expect(screen.getByText('123…')).toHaveAttribute('title', 'Full id: 123');
    expect(screen.getByText('123…')).not.toHaveAttribute('aria-label');
  });

  it('is a real tooltip from the start once the app has painted', async () => {
    const Tooltip = await loadTooltip();
    const first = render(
      <Tooltip title="Sort">
        <button type="button">Date</button>
      </Tooltip>,
    );
    const standIn = screen.getByRole('button', { name: 'Sort' });
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    first.unmount();
    render(
      <Tooltip title="Open menu">
        <button type="button">menu</button>
      </Tooltip>,
    );
    const later = screen.getByRole('button', { name: 'Open menu' });
    // Not swapped a moment later: the node a user may already be pointing at stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(later).toBeInTheDocument();
    await userEvent.hover(later);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Open menu');
  });
});
