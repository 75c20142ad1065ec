import { Group, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** The card's fields as typed (001 §5: each "Required"). */
export type TCardForm = {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
  nameOnCard: string;
};

export const EMPTY_CARD: TCardForm = {
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  securityCode: '',
  nameOnCard: '',
};

type TCardFieldsProps = {
  value: TCardForm;
  onChange: (card: TCardForm) => void;
  errors: Partial<Record<keyof TCardForm, string>>;
};

/** Card number, expiry month and year, security code and the name on the card. */
export function CardFields({ value, onChange, errors }: TCardFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof TCardForm) => ({
    value: value[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...value, [name]: event.currentTarget.value }),
    error: errors[name],
    withAsterisk: true,
  });
  return (
    <>
      <TextInput label={t('billing.card.nameOnCard')} autoComplete="cc-name" {...field('nameOnCard')} />
      <TextInput
        label={t('billing.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('cardNumber')}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('billing.card.expiryMonth')}
          placeholder={t('billing.card.monthPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          {...field('expiryMonth')}
        />
        <TextInput
          label={t('billing.card.expiryYear')}
          placeholder={t('billing.card.yearPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          {...field('expiryYear')}
        />
        <TextInput
          label={t('billing.card.securityCode')}
          inputMode="numeric"
          autoComplete="cc-csc"
          {...field('securityCode')}
        />
      </Group>
    </>
  );
}
