import { z } from 'zod';
import { processHistoryFilters } from './list-process-history.ts';
import { settingsParams } from './settings-document.ts';

/** GET /api/employer/:employerId/settings/process-history/export — the filtered history as CSV. */
export const exportProcessHistoryParams = settingsParams;
export const exportProcessHistoryQuery = processHistoryFilters;
/** `;`-separated UTF-8 with BOM: Tidpunkt, Vem, Vad, Ändring. */
export const exportProcessHistoryResponse = z.string();
