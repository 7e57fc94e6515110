import type { ReactElement } from 'react';
import svTenantManager from '../../../../public/locales/sv-SE/tenant-manager.json';
import { problem, renderFeatureUi } from '../../../testing/render-feature-ui.tsx';

export { type RecordedRequest, stubApi } from '../../../testing/render-feature-ui.tsx';

/** A tenant-manager component with Mantine, the real Swedish texts, a query client and the toast area. */
export function renderTenantManagerUi(ui: ReactElement) {
  return renderFeatureUi(ui, { 'tenant-manager': svTenantManager });
}

export function problemResponse(status: number, code: string): Response {
  return problem(status, { code, title: code });
}
