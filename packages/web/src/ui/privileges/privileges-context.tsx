import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { createContext, type ReactNode, useContext } from 'react';

export type PrivilegeState = {
  /** Spec §4: privilege loading starts as loading. */
  isLoading: boolean;
  entries: readonly PrivilegeSourceEntry[];
  /** The debug panel is open: gates show their check marks. */
  isDebug: boolean;
};

const PrivilegeContext = createContext<PrivilegeState>({ isLoading: true, entries: [], isDebug: false });

export function PrivilegeProvider({ value, children }: { value: PrivilegeState; children: ReactNode }) {
  return <PrivilegeContext.Provider value={value}>{children}</PrivilegeContext.Provider>;
}

export function usePrivileges(): PrivilegeState {
  return useContext(PrivilegeContext);
}
