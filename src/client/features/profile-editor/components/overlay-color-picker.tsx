import { EARTHY_COLORS, PRESET_COLORS } from '../../../../shared/limits.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { cn } from '../../../lib/cn.js';
import { useAppT } from '../../../lib/i18n/app-texts.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

function Swatches({ colors, value, onChange, label }: { colors: readonly string[]; value: string; onChange: (c: string) => void; label: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={label}>
        {colors.map((c) => {
          const selected = c.toLowerCase() === value.toLowerCase();
          return (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={c}
              title={c}
              onClick={() => onChange(c)}
              className={cn(
                'size-9 rounded-full border border-black/10 shadow-sm transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                selected && 'ring-2 ring-primary ring-offset-2',
              )}
              style={{ backgroundColor: c }}
            />
          );
        })}
      </div>
    </div>
  );
}

/** Colour picker plus hex field, the 12 presets and the 6 'Earthy Wedding' presets (docs/product-spec.md, section 9). */
export function OverlayColorPicker({
  value,
  onChange,
  hexDraft,
  onHexDraft,
}: {
  value: string;
  onChange: (color: string) => void;
  hexDraft: string;
  onHexDraft: (text: string) => void;
}) {
  const { t } = useAppT();
  return (
    <div className="grid gap-4">
      <div className="flex items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="overlay-color">{t('editor.background.overlayColour')}</Label>
          <input
            id="overlay-color"
            type="color"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className="h-10 w-14 cursor-pointer rounded-lg border border-input-border bg-card p-1"
          />
        </div>
        <div className="grid flex-1 gap-2">
          <Label htmlFor="overlay-hex">{t('editor.background.hex')}</Label>
          <Input
            id="overlay-hex"
            dir="ltr"
            value={hexDraft}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={HEX.test(hexDraft) ? undefined : true}
            onChange={(e) => {
              const text = e.target.value.startsWith('#') ? e.target.value : `#${e.target.value}`;
              onHexDraft(text);
              if (HEX.test(text)) onChange(text);
            }}
          />
        </div>
      </div>
      <Swatches colors={PRESET_COLORS} value={value} onChange={onChange} label={t('editor.background.presetColours')} />
      <Swatches colors={EARTHY_COLORS} value={value} onChange={onChange} label={t('editor.background.earthyWedding')} />
    </div>
  );
}
