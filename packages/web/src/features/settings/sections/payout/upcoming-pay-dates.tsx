import { listUpcomingPayDates, type PayoutSettings } from '@lonsam/domain/settings/payout-settings';
import type { DateOnly } from '@lonsam/domain/time/date-shapes';
import { List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPayDate } from './format-pay-date.ts';

/** The next three pay dates by the domain's banking-day rule, with the day they were moved from. */
export function UpcomingPayDates({ payDay, today }: { payDay: PayoutSettings['payDay']; today: DateOnly }) {
  const { t, i18n } = useTranslation('settings-payout');
  const headingId = useId();
  const dates = listUpcomingPayDates(payDay, today);
  const describe = (date: DateOnly) => t('payout.upcomingDate', formatPayDate(date, i18n.language));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={headingId}>
        {t('payout.upcoming')}
      </Text>
      <List size="sm" aria-labelledby={headingId}>
        {dates.map((date) => (
          <List.Item key={date.payDate}>
            {describe(date.payDate)}
            {date.payDate !== date.nominalDate && (
              <Text span size="sm" c="dimmed">
                {' '}
                ({t('payout.movedFrom', formatPayDate(date.nominalDate, i18n.language))})
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
