import type { BrandTheme } from '@lonsam/domain/brands/brands';
import { createContext, useContext } from 'react';

export const BrandContext = createContext<BrandTheme | null>(null);

export function useBrand(): BrandTheme {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs the app providers');
  return brand;
}
