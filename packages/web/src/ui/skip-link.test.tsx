import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { SkipLink } from './skip-link.tsx';

describe('SkipLink', () => {
  it('is the first stop of the tab order and moves the focus past the navigation to the main landmark', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <SkipLink />
        <nav>
          <a href="/employees">Anställda</a>
        </nav>
        <main>
          <h1>Anställda</h1>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Hoppa till innehållet' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // Reachable by the link only: Tab does not stop on the landmark.
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
