import { createContext, type ReactNode, useContext, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandContext } from '../brands/brand-context.tsx';

/** The parts an enclosing layout has named ("Anställda", the company), innermost first, and its depth. */
type TitleScope = { parts: readonly string[]; depth: number };

const PageTitleContext = createContext<TitleScope>({ parts: [], depth: 0 });

/*
 * React runs a child's effects before its parent's, so "last writer wins" would let a layout overwrite
 * its page's title on a reload. Every title says how deep it is; the deepest one mounted is the
 * document's title, and when it unmounts the next deepest comes back.
 */
const mountedTitles = new Map<string, { title: string; depth: number; order: number }>();
let mountCount = 0;

function applyDeepestTitle(): void {
  let deepest: { title: string; depth: number; order: number } | undefined;
  for (const entry of mountedTitles.values()) {
    if (
      !deepest ||
      entry.depth > deepest.depth ||
      (entry.depth === deepest.depth && entry.order > deepest.order)
    )
      deepest = entry;
  }
  if (deepest) document.title = deepest.title;
}

/** "Anställda – Testbolaget Demo AB – Lönsam": the parts, innermost first, then the brand's name. */
export function joinPageTitle(parts: readonly (string | null | undefined)[], brandName: string): string {
  return [...parts.filter((part): part is string => Boolean(part?.trim())), brandName].join(' – ');
}

function useBrandName(): string {
  const { t } = useTranslation();
  return useContext(BrandContext)?.displayName ?? t('app.name');
}

function useRegisteredTitle(title: string, depth: number, brandName: string): void {
  const id = useId();
  useEffect(() => {
    mountedTitles.set(id, { title, depth, order: mountCount++ });
    applyDeepestTitle();
    return () => {
      mountedTitles.delete(id);
      // A page that names nothing must not keep the last page's name: the brand's name alone.
      if (mountedTitles.size === 0) document.title = brandName;
      else applyDeepestTitle();
    };
  }, [id, title, depth, brandName]);
}

/**
 * Names the page in the browser's tab: `usePageTitle(['Anna Andersson'])` inside the employee
 * section gives "Anna Andersson – Anställda – Testbolaget Demo AB – Lönsam". Empty parts (a name
 * still loading) are left out.
 */
export function usePageTitle(parts: readonly (string | null | undefined)[]): void {
  const scope = useContext(PageTitleContext);
  const brandName = useBrandName();
  useRegisteredTitle(joinPageTitle([...parts, ...scope.parts], brandName), scope.depth + 1, brandName);
}

/** What the enclosing layouts named, innermost first: in a role area the section ("Anställda"), then the company. */
export function useEnclosingPageTitle(): readonly string[] {
  return useContext(PageTitleContext).parts;
}

/**
 * A layout's part of the title: the layout's own page is titled by `parts`, and every
 * `usePageTitle` below it puts its parts in front of them.
 */
export function PageTitleScope({
  parts,
  children,
}: {
  parts: readonly (string | null | undefined)[];
  children: ReactNode;
}) {
  const outer = useContext(PageTitleContext);
  const brandName = useBrandName();
  const allParts = [...parts, ...outer.parts].filter((part): part is string => Boolean(part?.trim()));
  // A new array every render; the joined text changes only when a part does.
  const key = allParts.join('\u0000');
  const value = useMemo(
    () => ({ parts: key === '' ? [] : key.split('\u0000'), depth: outer.depth + 1 }),
    [key, outer.depth],
  );
  useRegisteredTitle(joinPageTitle(allParts, brandName), value.depth, brandName);
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}
