import { addressRequirements, DEFAULT_COUNTRY, type TAddress } from '@cairn/domain/billing/billing-address';
import { statesOf } from '@cairn/domain/billing/countries';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { countryOptions } from '../country-names.ts';

/** A new address: country US (002 §7), every line empty. */
export const EMPTY_ADDRESS: TAddress = {
  countryCode: DEFAULT_COUNTRY,
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  city: '',
  stateOrProvince: '',
  postalCode: '',
};

type TAddressFieldsProps = {
  value: TAddress;
  onChange: (address: TAddress) => void;
  /** Messages per field (`countryCode`, `postalCode` …). */
  errors: Partial<Record<keyof TAddress, string>>;
};

/**
 * A billing address (001 §5, 002 §5): the country first; a state list where the country has one
 * ("Select a Province" for Canada, else "Select a State"), a text box elsewhere; "Zip Code" for
 * the US, else "Postal Code". Changing the country clears a state not on its list.
 */
export function AddressFields({ value, onChange, errors }: TAddressFieldsProps) {
  const { t } = useTranslation();
  const states = statesOf(value.countryCode);
  const isCanada = value.countryCode === 'CA';
  const need = addressRequirements(value.countryCode);
  const set = (field: keyof TAddress) => (text: string) => onChange({ ...value, [field]: text });
  const changeCountry = (countryCode: string | null) => {
    const code = countryCode ?? DEFAULT_COUNTRY;
    const list = statesOf(code);
    const keepsState = !list || list.some((state) => state.code === value.stateOrProvince);
    onChange({ ...value, countryCode: code, stateOrProvince: keepsState ? value.stateOrProvince : '' });
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('billing.address.country')}
        data={countryOptions()}
        value={value.countryCode}
        onChange={changeCountry}
        searchable
        allowDeselect={false}
        withAsterisk
        error={errors.countryCode}
      />
      <TextInput
        label={t('billing.address.line1')}
        value={value.addressLine1}
        onChange={(event) => set('addressLine1')(event.currentTarget.value)}
        withAsterisk
        error={errors.addressLine1}
      />
      <TextInput
        label={t('billing.address.line2')}
        value={value.addressLine2}
        onChange={(event) => set('addressLine2')(event.currentTarget.value)}
      />
      <TextInput
        label={t('billing.address.line3')}
        value={value.addressLine3}
        onChange={(event) => set('addressLine3')(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('billing.address.city')}
          value={value.city}
          onChange={(event) => set('city')(event.currentTarget.value)}
          withAsterisk={need.isCityRequired}
          error={errors.city}
        />
        {states ? (
          <Select
            label={isCanada ? t('billing.address.province') : t('billing.address.state')}
            placeholder={isCanada ? t('billing.address.selectProvince') : t('billing.address.selectState')}
            data={states.map((state) => ({ value: state.code, label: state.name }))}
            value={value.stateOrProvince || null}
            onChange={(code) => set('stateOrProvince')(code ?? '')}
            searchable
            withAsterisk={need.isStateRequired}
            error={errors.stateOrProvince}
          />
        ) : (
          <TextInput
            label={t('billing.address.stateOrProvince')}
            value={value.stateOrProvince}
            onChange={(event) => set('stateOrProvince')(event.currentTarget.value)}
            withAsterisk={need.isStateRequired}
            error={errors.stateOrProvince}
          />
        )}
        <TextInput
          label={value.countryCode === 'US' ? t('billing.address.zipCode') : t('billing.address.postalCode')}
          value={value.postalCode}
          onChange={(event) => set('postalCode')(event.currentTarget.value)}
          withAsterisk={need.isPostalCodeRequired}
          error={errors.postalCode}
        />
      </SimpleGrid>
    </Stack>
  );
}
