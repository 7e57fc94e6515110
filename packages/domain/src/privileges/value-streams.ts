/** The twelve value streams of spec §3, in the spec's order (the tenant-manager grid's rows). */
export const VALUE_STREAMS = [
  'CorePayroll',
  'BasicEvents',
  'ReportsAndStatistics',
  'AdvancedAccounting',
  'AdvancedAdministration',
  'OnboardingEfficiency',
  'EfficientSupport',
  'TravelAndExpense',
  'AdvancedIntegrations',
  'AdvancedEvents',
  'AdvancedReportsAndStatistics',
  'CustomisedOrganisation',
] as const;

export type ValueStream = (typeof VALUE_STREAMS)[number];

export const VALUE_STREAM_LABELS: Readonly<Record<ValueStream, string>> = {
  CorePayroll: 'Kärnlön',
  BasicEvents: 'Grundläggande händelser',
  ReportsAndStatistics: 'Rapporter och statistik',
  AdvancedAccounting: 'Avancerad bokföring',
  AdvancedAdministration: 'Avancerad administration',
  OnboardingEfficiency: 'Effektiv introduktion',
  EfficientSupport: 'Effektiv support',
  TravelAndExpense: 'Resor och utlägg',
  AdvancedIntegrations: 'Avancerade integrationer',
  AdvancedEvents: 'Avancerade händelser',
  AdvancedReportsAndStatistics: 'Avancerade rapporter och statistik',
  CustomisedOrganisation: 'Anpassad organisation',
};

export function isValueStream(value: string): value is ValueStream {
  return (VALUE_STREAMS as readonly string[]).includes(value);
}
