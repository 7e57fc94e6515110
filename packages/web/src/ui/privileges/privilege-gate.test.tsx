import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { PrivilegeGate } from './privilege-gate.tsx';
import { PrivilegeProvider } from './privileges-context.tsx';

function renderGate(entries: { id: string }[], requiresWrite: boolean) {
  return renderWithUi(
    <PrivilegeProvider value={{ isLoading: false, isDebug: false, entries }}>
      <PrivilegeGate
        privilege={['Employee.Lifecycle.Create', 'Employee.Register']}
        requiresWrite={requiresWrite}
        fallback="explain"
      >
        <button type="button">Ny anställd</button>
      </PrivilegeGate>
    </PrivilegeProvider>,
  );
}

describe('PrivilegeGate with fallback="explain"', () => {
  it('says in Swedish which privilege is missing, by its catalogue description, never its id', () => {
    renderGate([], true);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(
      'Rättigheter saknas: Anställningens livscykel: lägga upp ny anställd (ändra) eller Anställda: personalregister (ändra)',
    );
    expect(note.textContent).not.toContain('Employee.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the content when one of the privileges is held', () => {
    renderGate([{ id: 'Employee.Register' }], false);
    expect(screen.getByRole('button', { name: 'Ny anställd' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
