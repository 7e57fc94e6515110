import { Anchor } from '@mantine/core';
import { Outlet } from 'react-router';
import { useBrand } from '../../brands/brand-context.tsx';
import { PageTitleScope } from '../../ui/page-title.tsx';
import { useForcedLightColorScheme } from '../color-scheme.ts';
import classes from './login-layout.module.css';

/** Login and cover layout (spec §2): the brand's logo panel on the left, its cover on the right. */
export function LoginLayout() {
  const brand = useBrand();
  useForcedLightColorScheme();
  return (
    <div className={classes.root} data-brand={brand.name}>
      <div className={classes.panel}>
        <header>
          <Anchor href={brand.logoLinkAddress} display="inline-block">
            <img
              src={brand.logoPath}
              alt={brand.displayName}
              width={brand.loginLogoSize.width}
              height={brand.loginLogoSize.height}
            />
          </Anchor>
        </header>
        <main className={classes.content}>
          {/* The brand's name until the page names itself ("Logga in – Lönsam"). */}
          <PageTitleScope parts={[]}>
            <Outlet />
          </PageTitleScope>
        </main>
      </div>
      {/* Decorative, so no text alternative; hidden on small screens where it would only push the form down. */}
      <div className={classes.cover} data-testid="login-cover">
        <img
          className={classes.coverImage}
          src={brand.coverImagePath}
          alt=""
          style={{ objectPosition: brand.coverPosition }}
        />
      </div>
    </div>
  );
}
