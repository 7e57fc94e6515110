import { createNewCompanySchema, type NewCompanyInput } from '@lonsam/domain/schemas/new-company';
import {
  ORGANISATION_NUMBER_HELPER_TEXT,
  ORGANISATION_NUMBER_NOT_REQUIRED_HELPER_TEXT,
} from '@lonsam/domain/validation/organisation-number';
import {
  Button,
  Checkbox,
  Container,
  Fieldset,
  Group,
  Radio,
  Select,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../../brands/brand-context.tsx';
import { setEmployerIdentityRole } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { useBillingOptions } from '../api/get-billing-options.ts';

type FieldErrors = Record<string, string | undefined>;

// Field messages come from the shared schema; the server applies this installation's own limits.
const clientSchema = createNewCompanySchema('development');

/** `/add-company`: the new-company form of spec §2 and §5. */
export function AddCompanyRoute() {
  const { t } = useTranslation('company');
  usePageTitle([t('addCompany.title')]);
  const brand = useBrand();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: billing } = useBillingOptions();
  const createCompany = useCreateCompany();
  const limits = billing.demoDataLimits;

  const [companyName, setCompanyName] = useState(searchParams.get('companyname') ?? '');
  const [orgNumber, setOrgNumber] = useState(searchParams.get('orgnumber') ?? '');
  const [partnerPublicKey, setPartnerPublicKey] = useState(searchParams.get('blpublickey') ?? '');
  const [isDemo, setIsDemo] = useState(false);
  const [extraEmployees, setExtraEmployees] = useState(limits?.extraEmployees.default ?? 0);
  const [monthsBack, setMonthsBack] = useState(limits?.monthsBack.default ?? 0);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [personalIdentityNumber, setPersonalIdentityNumber] = useState('');
  // Auto-selected when there is only one choice (spec §5).
  const [customerId, setCustomerId] = useState<string | null>(
    billing.customers.length === 1 ? billing.customers[0]!.id : null,
  );
  const customer = billing.customers.find((candidate) => candidate.id === customerId);
  const [chosenPackagingId, setChosenPackagingId] = useState<string | null>(null);
  // Only one choice, or the customer's own default, comes preselected; the admin can still change it.
  const packagingId =
    customer?.packaging.length === 1
      ? customer.packaging[0]!.id
      : (chosenPackagingId ?? customer?.defaultPackagingId ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const isCustomerChoiceShown = billing.customers.length > 1;
  const isPackagingChoiceShown = (customer?.packaging.length ?? 0) !== 1;

  const request: NewCompanyInput = useMemo(
    () => ({
      companyName,
      orgNumber: isDemo && orgNumber.trim() === '' ? '' : orgNumber,
      defaultAdmin: { firstName, lastName, personalIdentityNumber },
      demoData: isDemo ? { demo: true, extraEmployees, monthsBack } : { demo: false },
      partnerPublicKey: brand.showsPartnerPublicKey ? partnerPublicKey : null,
      customerId: customerId ?? '',
      packagingId: packagingId ?? '',
    }),
    [
      companyName,
      orgNumber,
      isDemo,
      firstName,
      lastName,
      personalIdentityNumber,
      extraEmployees,
      monthsBack,
      brand,
      partnerPublicKey,
      customerId,
      packagingId,
    ],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientSchema.safeParse(request);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    createCompany.mutate(request, {
      onSuccess: (created) => {
        showToast({ type: 'success', title: t('addCompany.created'), description: t('addCompany.welcome') });
        setEmployerIdentityRole(created.adminRoleId);
        navigate(`/${created.employerId}`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.problem.errors) {
          const next: FieldErrors = {};
          for (const [field, messages] of Object.entries(error.problem.errors)) next[field] = messages[0];
          setErrors(next);
        }
        showToast({ type: 'error', title: t('addCompany.failed') });
      },
    });
  };

  return (
    <Container size="sm" py="xl" component="main">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={1}>{t('addCompany.title')}</Title>
          <TextInput
            label={t('addCompany.companyName')}
            value={companyName}
            onChange={(event) => setCompanyName(event.currentTarget.value)}
            error={errors.companyName}
            required
          />
          {limits && (
            <Fieldset legend={t('addCompany.sampleData')}>
              <Stack gap="sm">
                <Checkbox
                  label={t('addCompany.isDemo')}
                  checked={isDemo}
                  onChange={(event) => {
                    setIsDemo(event.currentTarget.checked);
                    // The switch changes what is required (the organisation number, the sample-data
                    // limits): an error from the last submit would no longer be true.
                    setErrors(({ orgNumber, ...rest }) =>
                      Object.fromEntries(
                        Object.entries(rest).filter(([field]) => !field.startsWith('demoData')),
                      ),
                    );
                  }}
                />
                {isDemo && (
                  <>
                    <Text size="sm" id="extra-employees-label">
                      {t('addCompany.extraEmployees', { count: extraEmployees })}
                    </Text>
                    <Slider
                      aria-labelledby="extra-employees-label"
                      min={limits.extraEmployees.min}
                      max={limits.extraEmployees.max}
                      value={extraEmployees}
                      onChange={setExtraEmployees}
                      thumbLabel={t('addCompany.extraEmployeesThumb')}
                    />
                    <Text size="sm" id="months-back-label">
                      {t('addCompany.monthsBack', { count: monthsBack })}
                    </Text>
                    <Slider
                      aria-labelledby="months-back-label"
                      min={limits.monthsBack.min}
                      max={limits.monthsBack.max}
                      value={monthsBack}
                      onChange={setMonthsBack}
                      thumbLabel={t('addCompany.monthsBackThumb')}
                    />
                  </>
                )}
              </Stack>
            </Fieldset>
          )}
          <TextInput
            label={t('addCompany.orgNumber')}
            value={orgNumber}
            onChange={(event) => setOrgNumber(event.currentTarget.value)}
            disabled={isDemo}
            description={
              isDemo ? ORGANISATION_NUMBER_NOT_REQUIRED_HELPER_TEXT : ORGANISATION_NUMBER_HELPER_TEXT
            }
            error={errors.orgNumber}
            required={!isDemo}
          />
          {(isCustomerChoiceShown || isPackagingChoiceShown) && (
            <Fieldset legend={t('addCompany.billing')}>
              <Stack gap="sm">
                {isCustomerChoiceShown && (
                  <Select
                    label={t('addCompany.customer')}
                    data={billing.customers.map((option) => ({ value: option.id, label: option.name }))}
                    value={customerId}
                    onChange={(value) => {
                      setCustomerId(value);
                      setChosenPackagingId(null);
                    }}
                    error={errors.customerId}
                    placeholder={t('addCompany.customerPlaceholder')}
                    required
                    allowDeselect={false}
                  />
                )}
                {isPackagingChoiceShown && customer && (
                  // Cards, not a drop-down: each packaging's description stays in view while choosing,
                  // and the server's order (smallest first) reads as a price ladder.
                  <Radio.Group
                    label={t('addCompany.packaging')}
                    description={t('addCompany.packagingHelp')}
                    value={packagingId}
                    onChange={setChosenPackagingId}
                    error={errors.packagingId}
                    required
                  >
                    <Stack gap="xs" mt="xs">
                      {customer.packaging.map((option) => (
                        <Radio.Card
                          key={option.id}
                          value={option.id}
                          p="sm"
                          aria-label={option.name}
                          aria-describedby={`packaging-${option.id}-description`}
                        >
                          <Group wrap="nowrap" align="flex-start">
                            <Radio.Indicator />
                            <div>
                              <Text fw={600}>{option.name}</Text>
                              <Text size="sm" c="dimmed" id={`packaging-${option.id}-description`}>
                                {option.description}
                              </Text>
                            </div>
                          </Group>
                        </Radio.Card>
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              </Stack>
            </Fieldset>
          )}
          {brand.showsPartnerPublicKey && (
            <TextInput
              label={t('addCompany.partnerPublicKey')}
              value={partnerPublicKey}
              onChange={(event) => setPartnerPublicKey(event.currentTarget.value)}
              error={errors.partnerPublicKey}
            />
          )}
          <Fieldset legend={t('addCompany.admin')}>
            <Stack gap="sm">
              <TextInput
                label={t('addCompany.firstName')}
                value={firstName}
                onChange={(event) => setFirstName(event.currentTarget.value)}
                error={errors['defaultAdmin.firstName']}
                required
              />
              <TextInput
                label={t('addCompany.lastName')}
                value={lastName}
                onChange={(event) => setLastName(event.currentTarget.value)}
                error={errors['defaultAdmin.lastName']}
                required
              />
              <TextInput
                label={t('addCompany.personalIdentityNumber')}
                description={t('addCompany.personalIdentityNumberHelp')}
                value={personalIdentityNumber}
                onChange={(event) => setPersonalIdentityNumber(event.currentTarget.value)}
                error={errors['defaultAdmin.personalIdentityNumber']}
                required
              />
            </Stack>
          </Fieldset>
          {(errors['demoData.extraEmployees'] ||
            errors['demoData.monthsBack'] ||
            errors['demoData.demo']) && (
            <Text c="red" size="sm">
              {errors['demoData.extraEmployees'] ?? errors['demoData.monthsBack'] ?? errors['demoData.demo']}
            </Text>
          )}
          <Button type="submit" disabled={createCompany.isPending}>
            {createCompany.isPending ? t('addCompany.saving') : t('addCompany.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
