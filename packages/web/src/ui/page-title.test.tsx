import { BRANDS } from '@lonsam/domain/brands/brands';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BrandContext } from '../brands/brand-context.tsx';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { joinPageTitle, PageTitleScope, usePageTitle } from './page-title.tsx';

function Page({ parts }: { parts: (string | undefined)[] }) {
  usePageTitle(parts);
  return null;
}

function Area({ children, company }: { children?: ReactNode; company?: string }) {
  return <PageTitleScope parts={['Anställda', company]}>{children}</PageTitleScope>;
}

describe('joinPageTitle', () => {
  it('joins the parts with a dash, leaves out empty ones and ends with the brand', () => {
    expect(joinPageTitle(['Anställda', undefined, ' ', 'Testbolaget Demo AB'], 'Lönsam')).toBe(
      'Anställda – Testbolaget Demo AB – Lönsam',
    );
    expect(joinPageTitle([], 'Lönsam')).toBe('Lönsam');
  });
});

describe('usePageTitle', () => {
  it('puts the page’s parts before its layout’s, and the layout’s title does not overwrite the page’s on mount', () => {
    renderWithUi(
      <Area company="Testbolaget Demo AB">
        <Page parts={['Anna Andersson']} />
      </Area>,
    );
    expect(document.title).toBe('Anna Andersson – Anställda – Testbolaget Demo AB – Lönsam');
  });

  it('keeps the page’s title when the layout’s part arrives later, and gives the layout’s back when the page goes', () => {
    const { rerender } = renderWithUi(
      <Area>
        <Page parts={['Anna Andersson']} />
      </Area>,
    );
    expect(document.title).toBe('Anna Andersson – Anställda – Lönsam');
    rerender(
      <Area company="Testbolaget Demo AB">
        <Page parts={['Anna Andersson']} />
      </Area>,
    );
    expect(document.title).toBe('Anna Andersson – Anställda – Testbolaget Demo AB – Lönsam');
    rerender(<Area company="Testbolaget Demo AB" />);
    expect(document.title).toBe('Anställda – Testbolaget Demo AB – Lönsam');
  });

  it('leaves the brand’s name alone, not the last page’s, when the next page names nothing', () => {
    const { rerender } = renderWithUi(<Page parts={['Välkommen']} />);
    expect(document.title).toBe('Välkommen – Lönsam');
    rerender(<p>Lägg till företag</p>);
    expect(document.title).toBe('Lönsam');
  });

  it('ends with the current brand’s name', () => {
    renderWithUi(
      <BrandContext.Provider value={BRANDS.personalkraft}>
        <Page parts={['Logga in']} />
      </BrandContext.Provider>,
    );
    expect(document.title).toBe('Logga in – Personalkraft');
  });
});
