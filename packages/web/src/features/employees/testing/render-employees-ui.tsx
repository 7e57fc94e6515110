import type { ReactElement } from 'react';
import svEmployees from '../../../../public/locales/sv-SE/employees.json';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';

export { problem, type RecordedRequest, stubApi } from '../../../testing/render-feature-ui.tsx';

/** An employee component with Mantine, the real Swedish texts, a query client and the toast area. */
export function renderEmployeesUi(ui: ReactElement) {
  return renderFeatureUi(ui, { employees: svEmployees });
}
