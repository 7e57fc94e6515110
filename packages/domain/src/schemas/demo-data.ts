/** APP_ENV values; sample data is offered everywhere but production. */
export const APP_ENVS = ['development', 'test', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface Range {
  min: number;
  max: number;
  default: number;
}

export interface DemoDataLimits {
  extraEmployees: Range;
  monthsBack: Range;
}

export const DEMO_DATA_NOT_ALLOWED_MESSAGE = 'Testföretag kan inte skapas i produktion';

/** Slider limits of spec §9: staging is kept small; production gets no sample data at all. */
export function getDemoDataLimits(appEnv: AppEnv): DemoDataLimits | undefined {
  if (appEnv === 'production') return undefined;
  if (appEnv === 'staging') {
    return { extraEmployees: { min: 0, max: 10, default: 5 }, monthsBack: { min: 3, max: 6, default: 4 } };
  }
  return { extraEmployees: { min: 0, max: 100, default: 5 }, monthsBack: { min: 3, max: 24, default: 4 } };
}
