import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import company from '../../../../public/locales/sv-SE/company.json';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { DebugPanel } from './debug-panel.tsx';

describe('DebugPanel', () => {
  it('shows a privilege group member’s effective privileges: write, read, and none', () => {
    renderFeatureUi(
      <DebugPanel
        entries={[
          { id: 'Employee.BulkList', type: 'Enabled', writeAccess: true },
          { id: 'Employee.Register', type: 'Enabled', writeAccess: false },
          { id: 'Analytics.Standard', type: 'NotEnabled', writeAccess: true },
        ]}
        onClose={() => {}}
      />,
      { company },
    );
    const rows = within(screen.getByTestId('debug-panel')).getAllByRole('row') as HTMLTableRowElement[];
    const marks = Object.fromEntries(
      rows.map((row) => [row.cells[0]?.textContent, row.cells[1]?.textContent]),
    );
    expect(marks).toEqual({ 'Analytics.Standard': '-', 'Employee.BulkList': 'W', 'Employee.Register': 'R' });
  });
});
