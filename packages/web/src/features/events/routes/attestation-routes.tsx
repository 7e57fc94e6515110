import { EVENT_KIND_PRIVILEGES } from '@lonsam/domain/events/event-schema';
import { Anchor, Box, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams, useResolvedPath } from 'react-router';
import { useEmployerScope } from '../../../lib/employer-scope.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { PrivilegeGate } from '../../../ui/privileges/privilege-gate.tsx';
import { useAttestationList } from '../api/list-attestation.ts';
import { AttestationScreen } from '../attestation/attestation-screen.tsx';
import { EventReportScreen } from '../report/event-report-screen.tsx';

/*
 * The manager's attestation (`/{employerId}/manager/attestation`) and reporting on behalf of a
 * team member (`…/attestation/report/{employmentId}`, the employee's own report screen). The area
 * provides the employer scope and the privileges; the router (app/) nests these under the section.
 */

type SectionContext = { base: string };

export function AttestationSectionLayout() {
  const base = useResolvedPath('.').pathname;
  return (
    <Box data-testid="attestation-section" miw={0} maw="100%">
      <Suspense fallback={<PageLoader />}>
        <Outlet context={{ base } satisfies SectionContext} />
      </Suspense>
    </Box>
  );
}

export function AttestationRoute() {
  const { base } = useOutletContext<SectionContext>();
  return <AttestationScreen scope={useEmployerScope()} reportBase={`${base}/report`} />;
}

export function AttestationReportRoute() {
  const { reportEmploymentId = '' } = useParams();
  const { base } = useOutletContext<SectionContext>();
  const scope = useEmployerScope();
  const { t } = useTranslation('transaction');
  // The name comes from the attestation list the link was in (cached); a bookmark waits for it.
  const groups = useAttestationList(scope).data?.groups ?? [];
  const name = groups.find((group) => group.employmentId === reportEmploymentId)?.employeeName;
  const title = name ? t('attestation.reportFor', { name }) : t('attestation.reportForSomeone');
  usePageTitle([title]);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={base} size="sm">
        ← {t('attestation.backToAttestation')}
      </Anchor>
      <PrivilegeGate privilege={Object.values(EVENT_KIND_PRIVILEGES)} fallback="explain">
        <EventReportScreen key={reportEmploymentId} employmentId={reportEmploymentId} />
      </PrivilegeGate>
    </Stack>
  );
}
