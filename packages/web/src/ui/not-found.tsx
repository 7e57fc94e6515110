import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { usePageTitle } from './page-title.tsx';

type NotFoundProps = {
  /** Where the link back goes: the start page, or the company's start page inside a company. */
  homePath: string;
  isInCompany: boolean;
};

function NotFound({ homePath, isInCompany }: NotFoundProps) {
  const { t } = useTranslation();
  const title = t('notFound.title');
  // Inside a company: "Sidan finns inte – Administratör – Testbolaget Demo AB – Lönsam".
  usePageTitle([title]);
  return (
    <Stack gap="md" align="flex-start">
      {/* Inside a company the area's layout already holds the page's h1 (the role). */}
      <Title order={isInCompany ? 2 : 1}>{title}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to={homePath}>
        {t(isInCompany ? 'notFound.companyHome' : 'notFound.home')}
      </Anchor>
    </Stack>
  );
}

/** An unmatched address outside a company: the page is its own main landmark. */
export function NotFoundRoute() {
  return (
    <Container size="sm" py="xl" component="main">
      <NotFound homePath="/" isInCompany={false} />
    </Container>
  );
}

/**
 * An unmatched address inside a role area: rendered in the area's main landmark, its link goes
 * back to the area's start page (the `base` of the area layout's outlet context).
 */
export function CompanyNotFoundRoute() {
  const { base } = useOutletContext<{ base: string }>();
  return <NotFound homePath={base} isInCompany />;
}
