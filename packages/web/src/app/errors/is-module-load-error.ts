// Browsers word a failed dynamic import differently; all mean a deploy replaced the old chunks.
const moduleLoadErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isModuleLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return moduleLoadErrorPatterns.some((pattern) => pattern.test(message));
}
