import { SAMMALONEREGELN_PRESETS, type VacationGroup } from '@lonsam/domain/settings/vacation-settings';
import {
  Button,
  Fieldset,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';
import { NumberInput } from '../../../../ui/inputs/number-input.tsx';

type PresetName = keyof typeof SAMMALONEREGELN_PRESETS;

/** One employment group's vacation terms; `errors` are keyed `groups.{index}.…` as the server sends them. */
export function VacationGroupFields(props: {
  group: VacationGroup;
  index: number;
  errors: FieldErrorMap;
  canEdit: boolean;
  canRemove: boolean;
  onChange: (group: VacationGroup) => void;
  onRemove: () => void;
}) {
  const { group, index, errors, canEdit } = props;
  const { t } = useTranslation('settings-vacation');
  const ruleLabelId = useId();
  const basisLabelId = useId();
  const error = (path: string) => errors[`groups.${index}.${path}`];
  const set = <K extends keyof VacationGroup>(key: K, value: VacationGroup[K]) =>
    props.onChange({ ...group, [key]: value });
  const setSaved = (key: keyof VacationGroup['savedDays'], value: number | string) =>
    props.onChange({ ...group, savedDays: { ...group.savedDays, [key]: value as number } });
  const number = (key: 'supplementPercent' | 'variablePayPercent' | 'percent' | 'paidDaysPerYear') => ({
    value: group[key],
    error: error(key),
    readOnly: !canEdit,
    onChange: (value: number | string) => set(key, value as number),
  });
  const legend = group.name.trim() || t('group.unnamed', { number: index + 1 });

  return (
    <Fieldset legend={legend}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('group.name')}
            placeholder={t('group.namePlaceholder')}
            value={group.name}
            maxLength={60}
            readOnly={!canEdit}
            error={error('name')}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <Radio
            mt={{ sm: 'xl' }}
            label={t('group.isDefault')}
            checked={group.isDefault}
            disabled={!canEdit}
            onChange={() => set('isDefault', true)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={ruleLabelId}>
            {t('group.rule')}
          </Text>
          <SegmentedControl
            aria-labelledby={ruleLabelId}
            value={group.rule}
            disabled={!canEdit}
            onChange={(value) => set('rule', value as VacationGroup['rule'])}
            data={[
              { value: 'sammaloneregeln', label: t('rules.sammaloneregeln') },
              { value: 'procentregeln', label: t('rules.procentregeln') },
            ]}
            fullWidth
          />
        </Stack>
        {group.rule === 'sammaloneregeln' ? (
          <Stack>
            {canEdit && (
              <Select
                label={t('group.preset')}
                description={t('group.presetHint')}
                placeholder={t('group.presetPlaceholder')}
                data={(Object.keys(SAMMALONEREGELN_PRESETS) as PresetName[]).map((name) => ({
                  value: name,
                  label: t(`presets.${name}`),
                }))}
                value={null}
                onChange={(name) =>
                  name && props.onChange({ ...group, ...SAMMALONEREGELN_PRESETS[name as PresetName] })
                }
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('group.supplementPercent')}
                description={t('group.supplementHint')}
                suffix=" %"
                decimalScale={3}
                allowNegative={false}
                {...number('supplementPercent')}
              />
              <NumberInput
                label={t('group.variablePayPercent')}
                suffix=" %"
                decimalScale={3}
                allowNegative={false}
                {...number('variablePayPercent')}
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id={basisLabelId}>
                {t('group.variablePayBasis')}
              </Text>
              <SegmentedControl
                aria-labelledby={basisLabelId}
                value={group.variablePayBasis}
                disabled={!canEdit}
                onChange={(value) => set('variablePayBasis', value as VacationGroup['variablePayBasis'])}
                data={[
                  { value: 'wholeYear', label: t('bases.wholeYear') },
                  { value: 'perDay', label: t('bases.perDay') },
                ]}
                fullWidth
              />
            </Stack>
          </Stack>
        ) : (
          <NumberInput
            label={t('group.percent')}
            description={t('group.percentHint')}
            suffix=" %"
            decimalScale={3}
            allowNegative={false}
            {...number('percent')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('group.paidDaysPerYear')}
            decimalScale={0}
            allowNegative={false}
            {...number('paidDaysPerYear')}
          />
          <Switch
            mt={{ sm: 'xl' }}
            label={t('group.isAdvanceVacationAllowed')}
            checked={group.isAdvanceVacationAllowed}
            disabled={!canEdit}
            onChange={(event) => set('isAdvanceVacationAllowed', event.currentTarget.checked)}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('group.savedDaysHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('group.savedPerYear')}
            decimalScale={0}
            allowNegative={false}
            readOnly={!canEdit}
            value={group.savedDays.maxPerYear}
            error={error('savedDays.maxPerYear')}
            onChange={(value) => setSaved('maxPerYear', value)}
          />
          <NumberInput
            label={t('group.savedTotal')}
            decimalScale={0}
            allowNegative={false}
            readOnly={!canEdit}
            value={group.savedDays.maxTotal}
            error={error('savedDays.maxTotal')}
            onChange={(value) => setSaved('maxTotal', value)}
          />
          <NumberInput
            label={t('group.savedYears')}
            decimalScale={0}
            allowNegative={false}
            readOnly={!canEdit}
            value={group.savedDays.expiryYears}
            error={error('savedDays.expiryYears')}
            onChange={(value) => setSaved('expiryYears', value)}
          />
        </SimpleGrid>
        {canEdit && props.canRemove && (
          <Group>
            <Button variant="subtle" color="red" onClick={props.onRemove}>
              {t('group.remove', { name: legend })}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
