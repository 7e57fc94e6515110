import { Anchor } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useBrand } from '../../brands/brand-context.tsx';
import { useForcedLightColorScheme } from '../color-scheme.ts';
import classes from './login-layout.module.css';

/** Login and cover layout (spec §2): the brand's logo panel on the left, its cover on the right. */
export function LoginLayout() {
  const brand = useBrand();
  useForcedLightColorScheme();
  useEffect(() => {
    document.title = brand.displayName;
  }, [brand]);
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
          <Outlet />
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
