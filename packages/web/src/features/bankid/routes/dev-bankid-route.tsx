import { Badge, Button, Container, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast.ts';
import {
  approveOrder,
  failOrder,
  openAutoStartToken,
  type SimulatorPerson,
  scanQrCode,
  simulatorOrdersQuery,
  useSimulatorOrders,
  useSimulatorPersons,
} from '../api/dev-bankid-api.ts';

const FAILURE_HINTS = [
  'userCancel',
  'expiredTransaction',
  'certificateErr',
  'startFailed',
  'cancelled',
  'mrtdVerificationFailed',
  'facialRecognitionFailed',
  'nfcNotSupportedByDevice',
  'multipleBankIdsOnDevice',
  'stepUpFailed',
];

/**
 * `/dev/bankid`: plays the user's BankID app against the built-in simulator. Pick a person (or type
 * any valid personnummer), scan a QR code by its data or open an order, then approve or fail it.
 */
export function DevBankIdRoute() {
  const { t } = useTranslation('bankid');
  const queryClient = useQueryClient();
  const orders = useSimulatorOrders();
  const persons = useSimulatorPersons();
  const [personalNumber, setPersonalNumber] = useState('');
  const [givenName, setGivenName] = useState('');
  const [surname, setSurname] = useState('');
  const [qrCodeData, setQrCodeData] = useState('');
  const [failureHint, setFailureHint] = useState<string>('userCancel');

  const choosePerson = (person: SimulatorPerson) => {
    setPersonalNumber(person.personalNumber);
    setGivenName(person.givenName);
    setSurname(person.surname);
  };

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch {
      // the API client has shown the problem
    }
    await queryClient.invalidateQueries({ queryKey: simulatorOrdersQuery.queryKey });
  };

  const pending = (orders.data ?? []).filter((order) => order.status === 'pending');
  const finished = (orders.data ?? []).filter((order) => order.status !== 'pending');

  return (
    <Container size="lg" py="xl" component="main">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('dev.title')}</Title>
          <Text c="dimmed">{t('dev.lead')}</Text>
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('dev.person')}
          </Title>
          <Group gap="xs">
            {(persons.data ?? []).map((person) => (
              <Button
                key={person.personalNumber}
                variant="light"
                size="xs"
                onClick={() => choosePerson(person)}
              >
                {person.givenName} {person.surname}
              </Button>
            ))}
          </Group>
          <Group grow>
            <TextInput
              label={t('dev.personalNumber')}
              value={personalNumber}
              onChange={(event) => setPersonalNumber(event.currentTarget.value)}
              placeholder="ÅÅÅÅMMDDNNNN"
            />
            <TextInput
              label={t('dev.givenName')}
              value={givenName}
              onChange={(event) => setGivenName(event.currentTarget.value)}
            />
            <TextInput
              label={t('dev.surname')}
              value={surname}
              onChange={(event) => setSurname(event.currentTarget.value)}
            />
          </Group>
        </Stack>

        <Group align="end">
          <TextInput
            style={{ flex: 1 }}
            label={t('dev.qrCodeData')}
            value={qrCodeData}
            onChange={(event) => setQrCodeData(event.currentTarget.value)}
            placeholder="bankid.…"
          />
          <Button
            disabled={qrCodeData.trim() === ''}
            onClick={() =>
              act(async () => {
                await scanQrCode(qrCodeData);
                setQrCodeData('');
                void showToast({ type: 'success', title: t('dev.scanned') });
              })
            }
          >
            {t('dev.scan')}
          </Button>
        </Group>

        <Group align="end">
          <Select
            label={t('dev.failureHint')}
            data={FAILURE_HINTS}
            value={failureHint}
            onChange={(value) => setFailureHint(value ?? 'userCancel')}
            allowDeselect={false}
          />
        </Group>

        <Title order={2} size="h4">
          {t('dev.pendingOrders')}
        </Title>
        {pending.length === 0 ? (
          <Text c="dimmed">{t('dev.noOrders')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dev.order')}</Table.Th>
                <Table.Th>{t('dev.hint')}</Table.Th>
                <Table.Th>{t('dev.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pending.map((order) => (
                <Table.Tr key={order.orderRef} data-order-ref={order.orderRef}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {order.orderRef.slice(0, 8)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {new Date(order.createdAt).toLocaleTimeString('sv-SE')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{order.hintCode}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        disabled={order.hintCode !== 'outstandingTransaction'}
                        onClick={() => act(() => openAutoStartToken(order.autoStartToken))}
                      >
                        {t('dev.open')}
                      </Button>
                      <Button
                        size="xs"
                        disabled={
                          personalNumber.trim() === '' || givenName.trim() === '' || surname.trim() === ''
                        }
                        onClick={() =>
                          act(() =>
                            approveOrder(order.orderRef, {
                              personalNumber: personalNumber.trim(),
                              givenName,
                              surname,
                            }),
                          )
                        }
                      >
                        {t('dev.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => act(() => failOrder(order.orderRef, failureHint))}
                      >
                        {t('dev.fail')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}

        {finished.length > 0 && (
          <>
            <Title order={2} size="h4">
              {t('dev.finishedOrders')}
            </Title>
            <Table>
              <Table.Tbody>
                {finished.map((order) => (
                  <Table.Tr key={order.orderRef}>
                    <Table.Td ff="monospace">{order.orderRef.slice(0, 8)}</Table.Td>
                    <Table.Td>{order.status}</Table.Td>
                    <Table.Td>{order.hintCode ?? order.name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Container>
  );
}
