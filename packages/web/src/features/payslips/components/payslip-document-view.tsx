import type { PayslipDocument, PayslipFact } from '@lonsam/domain/documents/payslip-document';
import type { PayslipText } from '@lonsam/domain/documents/payslip-texts';
import { Alert, Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/*
 * The payslip page: draws the same view model as the PDF (domain/documents/payslip-document.ts),
 * with the labels from the `payslip` namespace's `document.*` keys (the sv-SE ones equal the
 * PDF's words, payslip-texts.test.ts) and the values as the model formatted them.
 */

const NUMBERS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function usePayslipText(): (text: PayslipText) => string {
  const { t } = useTranslation('payslip');
  return (text) => t(`document.${text.key}`, text.values ?? {});
}

function FactList({ facts, label }: { facts: readonly PayslipFact[]; label?: string }) {
  const say = usePayslipText();
  return (
    <Box component="dl" m={0} aria-label={label}>
      {facts.map((fact) => (
        <Group key={fact.label.key} justify="space-between" gap="xs" wrap="nowrap" py={2}>
          <Text component="dt" size="sm" c="dimmed">
            {say(fact.label)}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500} ta="right" style={NUMBERS}>
            {fact.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}

function Section({ title, facts }: { title: string; facts: readonly PayslipFact[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <FactList facts={facts} />
    </Paper>
  );
}

function LineTable({ document }: { document: PayslipDocument }) {
  const say = usePayslipText();
  const { t } = useTranslation('payslip');
  const heading = (key: PayslipText['key'], align: 'left' | 'right' = 'right') => (
    <Table.Th ta={align} scope="col">
      {say({ key })}
    </Table.Th>
  );
  return (
    // Narrower than its table on a phone, the region scrolls: the keyboard reaches it (axe
    // scrollable-region-focusable), as the rows have nothing focusable of their own.
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('detail.amountsLabel') },
      }}
    >
      <Table
        verticalSpacing={6}
        aria-label={t('detail.amountsLabel')}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            {heading('columns.line', 'left')}
            {heading('columns.period', 'left')}
            {heading('columns.quantity')}
            {heading('columns.rate')}
            {heading('columns.amount')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>
                {line.name}
                {line.corrects && (
                  <Text size="xs" c="dimmed">
                    {say(line.corrects)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NUMBERS}>{line.concerns}</Table.Td>
              <Table.Td ta="right" style={NUMBERS}>
                {line.unit ? `${line.quantity} ${say(line.unit)}` : line.quantity}
              </Table.Td>
              <Table.Td ta="right" style={NUMBERS}>
                {line.rate}
              </Table.Td>
              <Table.Td ta="right" style={NUMBERS}>
                {line.amount}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {document.totals.map((total) => (
            <Table.Tr key={total.label.key} fw={total.emphasis ? 700 : 400}>
              <Table.Th scope="row" colSpan={4} fw="inherit">
                {say(total.label)}
              </Table.Th>
              <Table.Td ta="right" style={NUMBERS}>
                {total.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * On a phone the five columns do not fit: each line is its name and amount, with the days,
 * quantity and rate beneath, and the totals follow as a list, so no amount is out of sight.
 */
function PhoneLines({ document }: { document: PayslipDocument }) {
  const say = usePayslipText();
  const { t } = useTranslation('payslip');
  const rule = '1px solid var(--mantine-color-default-border)';
  return (
    <Stack hiddenFrom="sm" gap="sm">
      <Box component="ul" p={0} m={0} aria-label={t('detail.amountsLabel')}>
        {document.lines.map((line) => {
          const quantity = line.unit ? `${line.quantity} ${say(line.unit)}` : line.quantity;
          const details = [
            line.corrects ? say(line.corrects) : '',
            line.concerns,
            [quantity, line.rate].filter(Boolean).join(' × '),
          ].filter(Boolean);
          return (
            <Box component="li" key={line.key} py={6} style={{ listStyle: 'none', borderBottom: rule }}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Text size="sm">{line.name}</Text>
                <Text size="sm" style={NUMBERS}>
                  {line.amount}
                </Text>
              </Group>
              {details.length > 0 && (
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {details.join(' · ')}
                </Text>
              )}
            </Box>
          );
        })}
      </Box>
      <Box component="dl" m={0}>
        {document.totals.map((total) => (
          <Group key={total.label.key} justify="space-between" gap="xs" wrap="nowrap" py={2}>
            <Text component="dt" size="sm" fw={total.emphasis ? 700 : 400}>
              {say(total.label)}
            </Text>
            <Text component="dd" m={0} size="sm" fw={total.emphasis ? 700 : 400} style={NUMBERS}>
              {total.value}
            </Text>
          </Group>
        ))}
      </Box>
    </Stack>
  );
}

export function PayslipDocumentView({ document }: { document: PayslipDocument }) {
  const say = usePayslipText();
  const net = document.totals.find((total) => total.label.key === 'totals.net');
  const taxRule = document.taxRule.map(say).join(', ');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text fw={700}>{document.employer.name}</Text>
        {document.employer.organisationNumber && (
          <Text size="sm" c="dimmed">
            {say({ key: 'organisationNumber', values: { number: document.employer.organisationNumber } })}
          </Text>
        )}
      </Stack>
      <Title order={2}>{say(document.title)}</Title>
      {document.preliminary && <Alert color="yellow">{say({ key: 'preliminaryNote' })}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder p="md">
          <FactList facts={document.facts} />
        </Paper>
        <Paper withBorder p="md">
          {net && (
            <Stack gap={0} mb="xs">
              <Text size="sm" c="dimmed">
                {say(net.label)}
              </Text>
              <Text fz={28} fw={700} style={NUMBERS} data-testid="payslip-net">
                {net.value}
              </Text>
            </Stack>
          )}
          <FactList facts={[{ label: { key: 'taxRuleLabel' }, value: taxRule }, document.payout]} />
        </Paper>
      </SimpleGrid>
      <Box>
        <Title order={3} size="h5" mb="xs">
          {say({ key: 'linesHeading' })}
        </Title>
        <Box visibleFrom="sm">
          <LineTable document={document} />
        </Box>
        <PhoneLines document={document} />
      </Box>
      <SimpleGrid cols={{ base: 1, sm: document.employerFacts ? 3 : 2 }} spacing="md">
        <Section title={say({ key: 'yearToDateHeading' })} facts={document.yearToDate} />
        {document.balances.length > 0 && (
          <Section title={say({ key: 'balancesHeading' })} facts={document.balances} />
        )}
        {document.employerFacts && (
          <Section title={say({ key: 'employerHeading' })} facts={document.employerFacts} />
        )}
      </SimpleGrid>
    </Stack>
  );
}
