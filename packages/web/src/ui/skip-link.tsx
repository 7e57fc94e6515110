import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/**
 * Moves the keyboard focus to the page's one main landmark, past the header and the navigation.
 * The landmark is looked up when used: each layout (role area, login, not found) renders its own.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    // Focusable by script only, so Tab does not stop on the landmark itself.
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    // A link, as screen readers and users expect of a skip link; the main landmarks carry no id, so it focuses by script.
    // biome-ignore lint/a11y/useValidAnchor: no element has the id; the handler focuses the one main landmark
    <a href="#main" className={classes.link} onClick={skipToMain}>
      {t('skipLink')}
    </a>
  );
}
