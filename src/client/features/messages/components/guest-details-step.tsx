import { useT } from '../../../lib/i18n/guest-texts.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import type { MessagePhoto } from '../hooks/use-message-photo.js';
import { MessagePhotoField } from './message-photo-field.js';

export interface GuestDetailsValue {
  name: string;
  email: string;
  subscribe: boolean;
  /** 'Show my name on the party screen' (docs/decisions/081): unticked until the guest ticks it. */
  showName: boolean;
}

export const EMPTY_DETAILS: GuestDetailsValue = { name: '', email: '', subscribe: true, showName: false };

/**
 * The info step: email required (type=email), name optional, an optional photo (docs/decisions/082), newsletter box
 * checked by default (docs/product-spec.md, section 5), and the party screen's consent box, unchecked by default.
 */
export function GuestDetailsStep({
  value,
  onChange,
  disabled,
  autoFocus = true,
  photo,
}: {
  value: GuestDetailsValue;
  onChange: (next: GuestDetailsValue) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The optional photo with the message (docs/decisions/082). */
  photo?: MessagePhoto;
}) {
  const { t } = useT();
  return (
    <div className="grid gap-4">
      <FormField label={t('modal.emailLabel')}>
        {(p) => (
          <Input
            {...p}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={t('modal.emailPlaceholder')}
            value={value.email}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, email: e.target.value })}
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      <FormField label={t('modal.nameLabel')}>
        {(p) => (
          <Input
            {...p}
            autoComplete="name"
            maxLength={100}
            placeholder={t('modal.namePlaceholder')}
            value={value.name}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
        )}
      </FormField>
      {photo && <MessagePhotoField photo={photo} disabled={disabled} />}
      <div className="flex items-center gap-3">
        <Checkbox
          id="voice-newsletter"
          checked={value.subscribe}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...value, subscribe: checked === true })}
        />
        <Label htmlFor="voice-newsletter" className="leading-snug">
          {t('modal.newsletterLabel')}
        </Label>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox
          id="voice-party-name"
          checked={value.showName}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...value, showName: checked === true })}
        />
        <Label htmlFor="voice-party-name" className="leading-snug">
          {t('modal.partyNameLabel')}
        </Label>
      </div>
    </div>
  );
}
