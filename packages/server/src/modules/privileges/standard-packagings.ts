import type { ValueStream } from '@lonsam/domain/privileges/value-streams';

/**
 * The packagings and the customer every installation starts with. Fixed ids, so that tests,
 * demo links and the tenant-manager area (issue 8) can name them; names and contents are only
 * seeded once and then belong to the operators.
 */
export type StandardPackaging = {
  id: string;
  name: string;
  description: string;
  valueStreams: readonly ValueStream[];
};

const BASE: readonly ValueStream[] = ['CorePayroll', 'BasicEvents', 'EfficientSupport'];
const PLUS: readonly ValueStream[] = [
  ...BASE,
  'ReportsAndStatistics',
  'TravelAndExpense',
  'OnboardingEfficiency',
];
const COMPLETE: readonly ValueStream[] = [
  ...PLUS,
  'AdvancedAccounting',
  'AdvancedAdministration',
  'AdvancedIntegrations',
  'AdvancedEvents',
  'AdvancedReportsAndStatistics',
];

export const STANDARD_PACKAGINGS: readonly StandardPackaging[] = [
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0001',
    name: 'Lön Bas',
    description:
      'Löneadministration för det lilla företaget: lönekörning, lönebesked, skatt och arbetsgivaravgifter, frånvaro och semester.',
    valueStreams: BASE,
  },
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0002',
    name: 'Lön Plus',
    description:
      'Allt i Lön Bas samt rapporter och statistik, resor och utlägg och smidig introduktion av nyanställda.',
    valueStreams: PLUS,
  },
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0003',
    name: 'Lön Komplett',
    description:
      'Allt i Lön Plus samt avancerad bokföring, administration, integrationer, händelser och avancerade rapporter.',
    valueStreams: COMPLETE,
  },
  {
    id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1a0004',
    name: 'HR Komplett',
    description: 'Hela lönen och personaladministrationen, med egna fält, grupper och behörighetsgrupper.',
    valueStreams: [...COMPLETE, 'CustomisedOrganisation'],
  },
];

export const STANDARD_CUSTOMER = {
  id: '6f0c1a52-0b8e-4b0a-9a55-0c4f3d1ac001',
  name: 'Lönsam Direkt',
} as const;

export const [LON_BAS, LON_PLUS, LON_KOMPLETT, HR_KOMPLETT] = STANDARD_PACKAGINGS as [
  StandardPackaging,
  StandardPackaging,
  StandardPackaging,
  StandardPackaging,
];
