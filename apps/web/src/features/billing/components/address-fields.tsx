import {
  addressRequirements,
  DEFAULT_COUNTRY,
  postalLabel,
  statePrompt,
  type TAddress,
} from '@cairn/domain/billing/billing-address';
import { COUNTRIES, statesOf } from '@cairn/domain/billing/countries';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';

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

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

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
  const states = statesOf(value.countryCode);
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
        label="Country"
        data={COUNTRY_OPTIONS}
        value={value.countryCode}
        onChange={changeCountry}
        searchable
        allowDeselect={false}
        withAsterisk
        error={errors.countryCode}
      />
      <TextInput
        label="Address line 1"
        value={value.addressLine1}
        onChange={(event) => set('addressLine1')(event.currentTarget.value)}
        withAsterisk
        error={errors.addressLine1}
      />
      <TextInput
        label="Address line 2"
        value={value.addressLine2}
        onChange={(event) => set('addressLine2')(event.currentTarget.value)}
      />
      <TextInput
        label="Address line 3"
        value={value.addressLine3}
        onChange={(event) => set('addressLine3')(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="City"
          value={value.city}
          onChange={(event) => set('city')(event.currentTarget.value)}
          withAsterisk={need.isCityRequired}
          error={errors.city}
        />
        {states ? (
          <Select
            label={value.countryCode === 'CA' ? 'Province' : 'State'}
            placeholder={statePrompt(value.countryCode)}
            data={states.map((state) => ({ value: state.code, label: state.name }))}
            value={value.stateOrProvince || null}
            onChange={(code) => set('stateOrProvince')(code ?? '')}
            searchable
            withAsterisk={need.isStateRequired}
            error={errors.stateOrProvince}
          />
        ) : (
          <TextInput
            label="State / Province"
            value={value.stateOrProvince}
            onChange={(event) => set('stateOrProvince')(event.currentTarget.value)}
            withAsterisk={need.isStateRequired}
            error={errors.stateOrProvince}
          />
        )}
        <TextInput
          label={postalLabel(value.countryCode)}
          value={value.postalCode}
          onChange={(event) => set('postalCode')(event.currentTarget.value)}
          withAsterisk={need.isPostalCodeRequired}
          error={errors.postalCode}
        />
      </SimpleGrid>
    </Stack>
  );
}
